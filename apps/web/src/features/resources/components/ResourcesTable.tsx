import { Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { Resource } from "@studiodesk/core/contracts/content";
import { resourceTypeLabel } from "@studiodesk/core/rules/content";
import { CopyLinkButton } from "../../../shared/components/CopyLinkButton";
import { DeleteButton, ViewButton } from "../../content/components/RowActionButtons";
import { formatContentDate } from "../../content/content-format";

type ResourcesTableProps = {
  resources: Resource[];
  onView: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
};

// 001 §2 Resources page: title, description, type, date, share link, view and delete.
export function ResourcesTable({ resources, onView, onDelete }: ResourcesTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resources.map((resource) => (
            <Table.Tr key={resource.resourceId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {resource.resourceTitle}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {resource.resourceDescription}
                </Text>
              </Table.Td>
              <Table.Td>{resourceTypeLabel(resource.resourceContentType)}</Table.Td>
              <Table.Td>{formatContentDate(resource.timestamp)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <CopyLinkButton
                    link={resource.shareLink}
                    size="xs"
                    aria-label={`Copy Link of ${resource.resourceTitle}`}
                  />
                  <ViewButton title={resource.resourceTitle} onClick={() => onView(resource)} />
                  <DeleteButton title={resource.resourceTitle} onClick={() => onDelete(resource)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
