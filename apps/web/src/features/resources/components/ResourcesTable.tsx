import type { Resource } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { resourceTypeLabel } from "@studiodesk/core/rules/content";
import { DataTable } from "../../../shared/components/DataTable";
import { SharedFileActions } from "../../../shared/components/SharedFileActions";
import {
  actionsColumn,
  clampedTextColumn,
  nameColumn,
} from "../../../shared/components/table-columns";
import { formatContentDate } from "../../../shared/content-format";
import { useOrganizationTimeZone } from "../../../shared/session";

type ResourcesTableProps = {
  resources: Resource[];
  onView: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
};

// 001 §2 Resources page: title, description, type, date, share link, view and delete.
export function ResourcesTable({ resources, onView, onDelete }: ResourcesTableProps) {
  const timeZone = useOrganizationTimeZone();
  return (
    <DataTable
      rows={resources}
      rowKey={(resource) => resource.resourceId}
      minWidth={860}
      highlightOnHover
      columns={[
        nameColumn(MESSAGES.title, (resource: Resource) => resource.resourceTitle),
        clampedTextColumn(
          MESSAGES.description,
          (resource: Resource) => resource.resourceDescription,
        ),
        {
          header: MESSAGES.type,
          cell: (resource) => resourceTypeLabel(resource.resourceContentType),
        },
        {
          header: MESSAGES.date,
          cell: (resource) => formatContentDate(resource.timestamp, timeZone),
        },
        actionsColumn((resource: Resource) => (
          <SharedFileActions
            title={resource.resourceTitle}
            shareLink={resource.shareLink}
            onView={() => onView(resource)}
            onDelete={() => onDelete(resource)}
          />
        )),
      ]}
    />
  );
}
