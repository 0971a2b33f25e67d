import { Button, Card } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ContentDocument } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { notify } from "../../../shared/notify";
import { ConfirmModal } from "../../content/components/ConfirmModal";
import { QueryState } from "../../content/components/QueryState";
import { failureMessage, openSignedLink } from "../../content/content-format";
import { DocumentsTable } from "../components/DocumentsTable";
import { NewDocumentModal } from "../components/NewDocumentModal";
import { documentsQueryOptions, fetchDocumentLink, useDeleteDocument } from "../documents.api";

// 000 §2 Documents (/dashboard/documents).
export function DocumentsPage() {
  const documents = useQuery(documentsQueryOptions());
  const remove = useDeleteDocument();
  const [isNewOpen, newModal] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<ContentDocument | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.fileId, {
      onSuccess: ({ message }) => notify(message, "success"),
      onError: (error) => notify(failureMessage(error), "danger"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Documents"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={newModal.open}>
            New Document
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <QueryState query={documents} label="documents" emptyMessage="No documents yet.">
          {(items) => (
            <DocumentsTable
              documents={items}
              onView={(document) => void openSignedLink(() => fetchDocumentLink(document.fileId))}
              onDelete={setToDelete}
            />
          )}
        </QueryState>
      </Card>
      <NewDocumentModal opened={isNewOpen} onClose={newModal.close} />
      <ConfirmModal
        opened={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.fileTitle}` : "Delete document"}
        message={MESSAGES.deleteDocumentConfirm}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
