import { Text } from "@mantine/core";
import type { Resource } from "@studiodesk/core/contracts/content";
import { resourceTypeLabel } from "@studiodesk/core/rules/content";
import { CopyLinkButton } from "../../../shared/components/CopyLinkButton";
import { DataTable } from "../../../shared/components/DataTable";
import { DeleteButton, RowActions, ViewButton } from "../../../shared/components/RowActions";
import { formatContentDate } from "../../../shared/content-format";

type ResourcesTableProps = {
  resources: Resource[];
  onView: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
};

// 001 §2 Resources page: title, description, type, date, share link, view and delete.
export function ResourcesTable({ resources, onView, onDelete }: ResourcesTableProps) {
  return (
    <DataTable
      rows={resources}
      rowKey={(resource) => resource.resourceId}
      minWidth={860}
      highlightOnHover
      columns={[
        {
          header: "Title",
          cell: (resource) => (
            <Text size="sm" fw={500}>
              {resource.resourceTitle}
            </Text>
          ),
        },
        {
          header: "Description",
          cell: (resource) => (
            <Text size="sm" lineClamp={2}>
              {resource.resourceDescription}
            </Text>
          ),
        },
        { header: "Type", cell: (resource) => resourceTypeLabel(resource.resourceContentType) },
        { header: "Date", cell: (resource) => formatContentDate(resource.timestamp) },
        {
          header: "Actions",
          isHeaderHidden: true,
          cell: (resource) => (
            <RowActions>
              <CopyLinkButton
                link={resource.shareLink}
                size="xs"
                aria-label={`Copy Link of ${resource.resourceTitle}`}
              />
              <ViewButton title={resource.resourceTitle} onClick={() => onView(resource)} />
              <DeleteButton title={resource.resourceTitle} onClick={() => onDelete(resource)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
