import { Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { ExternalAnchor } from "../../../../shared/components/ExternalAnchor";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { memberDocumentsQueryOptions } from "../../members.api";

// 000 §2 Member profile, Documents: the organization's documents, each signed by the member or
// not, then what the member signed of documents since removed. 000 §5: the member has signed
// when their signed list covers every document.
export function DocumentsTab({ uid }: { uid: string }) {
  const query = useQuery(memberDocumentsQueryOptions(uid));
  const documents = { ...query, data: query.data?.documents };

  return (
    <Stack gap="sm">
      {query.data && query.data.documents.length > 0 && (
        <Text size="sm">
          {query.data.allSigned ? "All documents are signed." : "Not all documents are signed."}
        </Text>
      )}
      <QueryTable
        isEmptyCard
        query={documents}
        label="documents"
        emptyMessage={MESSAGES.noDocumentsYet}
        rowKey={(document) => document.fileId}
        minWidth={560}
        columns={[
          { header: MESSAGES.document, cell: (document) => document.fileTitle },
          {
            header: MESSAGES.required,
            cell: (document) => (document.isRequired ? MESSAGES.yes : MESSAGES.no),
          },
          {
            header: MESSAGES.status,
            cell: (document) =>
              document.isSigned ? (
                <ToneBadge tone="green">{MESSAGES.signed}</ToneBadge>
              ) : (
                <ToneBadge tone="yellow">{MESSAGES.notSigned}</ToneBadge>
              ),
          },
          {
            header: MESSAGES.signedCopy,
            cell: (document) =>
              document.fileSignedLink && (
                <ExternalAnchor href={document.fileSignedLink} size="sm">
                  {MESSAGES.viewSignedCopy}
                </ExternalAnchor>
              ),
          },
        ]}
      />
    </Stack>
  );
}
