import type { Resource } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useQuery } from "@tanstack/react-query";
import { ListPage } from "../../../shared/components/ListPage";
import { openSignedLink } from "../../../shared/content-format";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { NEW_RESOURCE_DRAFT, NewResourceForm } from "../components/NewResourceForm";
import { ResourcesTable } from "../components/ResourcesTable";
import { fetchResourceLink, resourcesQueryOptions, useDeleteResource } from "../resources.api";

// 001 §2 Resources page (/dashboard/resources).
export function ResourcesPage() {
  const resources = useQuery(resourcesQueryOptions());
  const deletion = useConfirmedDelete(useDeleteResource(), {
    idOf: (item: Resource) => item.resourceId,
    titleOf: (item) => fillMessage(MESSAGES.deleteNamed, { title: item.resourceTitle }),
    fallbackTitle: MESSAGES.deleteResource,
    message: MESSAGES.deleteResourceConfirm,
  });
  return (
    <ListPage
      title={MESSAGES.resources}
      newItem={{
        label: MESSAGES.newResource,
        Form: NewResourceForm,
        draftName: NEW_RESOURCE_DRAFT,
      }}
      query={resources}
      label="resources"
      emptyMessage={MESSAGES.noResourcesYet}
      deleteDialog={deletion.dialog}
    >
      {(items) => (
        <ResourcesTable
          resources={items}
          onView={(resource) => void openSignedLink(() => fetchResourceLink(resource.resourceId))}
          onDelete={deletion.ask}
        />
      )}
    </ListPage>
  );
}
