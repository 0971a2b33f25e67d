import { ColorSwatch, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ContentDocument } from "@studiodesk/core/contracts/content";
import { DeleteButton, ViewButton } from "../../content/components/RowActionButtons";

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
    <Text size="sm">{value ? "Yes" : "No"}</Text>
  </Group>
);

// 000 §2 Documents: "A table with view and delete per row"; active and required shown.
export function DocumentsTable({ documents, onView, onDelete }: DocumentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Sub Title</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.fileId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {document.fileTitle}
                </Text>
              </Table.Td>
              <Table.Td>{document.fileSubTitle}</Table.Td>
              <Table.Td>
                <YesNo value={document.isActive} />
              </Table.Td>
              <Table.Td>
                <YesNo value={document.isRequired} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <ViewButton title={document.fileTitle} onClick={() => onView(document)} />
                  <DeleteButton title={document.fileTitle} onClick={() => onDelete(document)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
