import { ColorSwatch, Group, Text } from "@mantine/core";
import type { ContentDocument } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { DataTable } from "../../../shared/components/DataTable";
import { DeleteButton, ViewButton } from "../../../shared/components/RowActions";
import { actionsColumn, nameColumn } from "../../../shared/components/table-columns";

type DocumentsTableProps = {
  documents: ContentDocument[];
  onView: (document: ContentDocument) => void;
  onDelete: (document: ContentDocument) => void;
};

// A coloured dot beside the word: the word carries the meaning, the dot helps scanning.
const YesNo = ({ value }: { value: boolean }) => (
  <Group gap={6} wrap="nowrap">
    <ColorSwatch
      color={value ? "var(--mantine-color-green-7)" : "var(--mantine-color-gray-5)"}
      size={10}
      withShadow={false}
      aria-hidden
    />
    <Text size="sm">{value ? MESSAGES.yes : MESSAGES.no}</Text>
  </Group>
);

// 000 §2 Documents: "A table with view and delete per row"; active and required shown.
export function DocumentsTable({ documents, onView, onDelete }: DocumentsTableProps) {
  return (
    <DataTable
      rows={documents}
      rowKey={(document) => document.fileId}
      minWidth={720}
      highlightOnHover
      columns={[
        nameColumn(MESSAGES.title, (document: ContentDocument) => document.fileTitle),
        { header: MESSAGES.subTitle, cell: (document) => document.fileSubTitle },
        { header: MESSAGES.active, cell: (document) => <YesNo value={document.isActive} /> },
        { header: MESSAGES.required, cell: (document) => <YesNo value={document.isRequired} /> },
        actionsColumn((document: ContentDocument) => (
          <>
            <ViewButton title={document.fileTitle} onClick={() => onView(document)} />
            <DeleteButton title={document.fileTitle} onClick={() => onDelete(document)} />
          </>
        )),
      ]}
    />
  );
}
