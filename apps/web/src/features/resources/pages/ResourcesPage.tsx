import { Button, Card } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Resource } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { notify } from "../../../shared/notify";
import { ConfirmModal } from "../../content/components/ConfirmModal";
import { QueryState } from "../../content/components/QueryState";
import { failureMessage, openSignedLink } from "../../content/content-format";
import { NewResourceModal } from "../components/NewResourceModal";
import { ResourcesTable } from "../components/ResourcesTable";
import { fetchResourceLink, resourcesQueryOptions, useDeleteResource } from "../resources.api";

// 001 §2 Resources page (/dashboard/resources).
export function ResourcesPage() {
  const resources = useQuery(resourcesQueryOptions());
  const remove = useDeleteResource();
  const [isNewOpen, newModal] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<Resource | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.resourceId, {
      onSuccess: ({ message }) => notify(message, "success"),
      onError: (error) => notify(failureMessage(error), "danger"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Resources"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={newModal.open}>
            New Resource
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <QueryState query={resources} label="resources" emptyMessage="No resources yet.">
          {(items) => (
            <ResourcesTable
              resources={items}
              onView={(resource) =>
                void openSignedLink(() => fetchResourceLink(resource.resourceId))
              }
              onDelete={setToDelete}
            />
          )}
        </QueryState>
      </Card>
      <NewResourceModal opened={isNewOpen} onClose={newModal.close} />
      <ConfirmModal
        opened={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.resourceTitle}` : "Delete resource"}
        message={MESSAGES.deleteResourceConfirm}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
