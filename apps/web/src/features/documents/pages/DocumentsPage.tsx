import type { ContentDocument } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { ListPage } from "../../../shared/components/ListPage";
import { openSignedLink } from "../../../shared/content-format";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { DocumentsTable } from "../components/DocumentsTable";
import { NEW_DOCUMENT_DRAFT, NewDocumentForm } from "../components/NewDocumentForm";
import { documentsQueryOptions, fetchDocumentLink, useDeleteDocument } from "../documents.api";

// 000 §2 Documents (/dashboard/documents).
export function DocumentsPage() {
  const documents = useQuery(documentsQueryOptions());
  const deletion = useConfirmedDelete(useDeleteDocument(), {
    idOf: (item: ContentDocument) => item.fileId,
    titleOf: (item) => fillMessage(MESSAGES.deleteNamed, { title: item.fileTitle }),
    fallbackTitle: MESSAGES.deleteDocument,
    message: MESSAGES.deleteDocumentConfirm,
  });
  return (
    <ListPage
      title={MESSAGES.documents}
      newItem={{
        label: MESSAGES.newDocument,
        Form: NewDocumentForm,
        draftName: NEW_DOCUMENT_DRAFT,
      }}
      query={documents}
      label="documents"
      emptyMessage={MESSAGES.noDocumentsYet}
      deleteDialog={deletion.dialog}
    >
      {(items) => (
        <DocumentsTable
          documents={items}
          onView={(document) => void openSignedLink(() => fetchDocumentLink(document.fileId))}
          onDelete={deletion.ask}
        />
      )}
    </ListPage>
  );
}
