import { useDisclosure } from "@mantine/hooks";
import type { Resource } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { ListPage } from "../../../shared/components/ListPage";
import { NewButton } from "../../../shared/components/NewButton";
import { openSignedLink } from "../../../shared/content-format";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { NewResourceModal } from "../components/NewResourceModal";
import { ResourcesTable } from "../components/ResourcesTable";
import { fetchResourceLink, resourcesQueryOptions, useDeleteResource } from "../resources.api";

// 001 §2 Resources page (/dashboard/resources).
export function ResourcesPage() {
  const resources = useQuery(resourcesQueryOptions());
  const deletion = useConfirmedDelete(useDeleteResource(), {
    idOf: (item: Resource) => item.resourceId,
    titleOf: (item) => `Delete ${item.resourceTitle}`,
    fallbackTitle: "Delete resource",
    message: MESSAGES.deleteResourceConfirm,
  });
  const [isNewOpen, newModal] = useDisclosure(false);
  return (
    <>
      <ListPage
        title="Resources"
        actions={<NewButton label="New Resource" onClick={newModal.open} />}
        query={resources}
        label="resources"
        emptyMessage="No resources yet."
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
      <NewResourceModal opened={isNewOpen} onClose={newModal.close} />
    </>
  );
}
