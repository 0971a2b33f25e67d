import { Group, Paper, Stack } from "@mantine/core";
import type { ClassResource } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { formatFileSize } from "@studiodesk/core/rules/uploads";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { FormModal } from "../../../../shared/components/FormModal";
import { NewButton } from "../../../../shared/components/NewButton";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { SharedFileActions } from "../../../../shared/components/SharedFileActions";
import { actionsColumn, nameColumn } from "../../../../shared/components/table-columns";
import { formatContentDate, openSignedLink } from "../../../../shared/content-format";
import { useOrganizationTimeZone } from "../../../../shared/session";
import { useConfirmedDelete } from "../../../../shared/use-confirmed-delete";
import { useOpenWithDraft } from "../../../../shared/use-form-draft";
import {
  classResourcesQueryOptions,
  fetchClassResourceLink,
  useDeleteClassResource,
} from "../classes.api";
import { NEW_CLASS_RESOURCE_DRAFT, NewClassResourceForm } from "./NewClassResourceForm";

// 001 §2 Class view Resources tab: the class's files, New Resources, their share links (001 §7),
// delete with confirmation.
export function ClassResourcesPanel({ classId }: { classId: string }) {
  const timeZone = useOrganizationTimeZone();
  const resources = useQuery(classResourcesQueryOptions(classId));
  const [isAdding, setIsAdding] = useState(false);
  useOpenWithDraft(NEW_CLASS_RESOURCE_DRAFT, () => setIsAdding(true));
  const deletion = useConfirmedDelete(useDeleteClassResource(classId), {
    idOf: (item: ClassResource) => item.fileId,
    titleOf: (item) => fillMessage(MESSAGES.deleteNamed, { title: item.resourceTitle }),
    fallbackTitle: MESSAGES.deleteResource,
    message: MESSAGES.deleteResourceConfirm,
  });
  return (
    <Paper withBorder p="lg" mt="md">
      <Stack>
        <Group justify="flex-end">
          <NewButton label={MESSAGES.newResources} onClick={() => setIsAdding(true)} />
        </Group>
        <QueryTable
          query={resources}
          label="resources"
          emptyMessage={MESSAGES.noResourcesYet}
          rowKey={(item) => item.fileId}
          minWidth={760}
          highlightOnHover
          columns={[
            nameColumn(MESSAGES.title, (item: ClassResource) => item.resourceTitle),
            { header: MESSAGES.file, cell: (item) => item.fileName },
            { header: MESSAGES.size, cell: (item) => formatFileSize(item.fileSize) },
            { header: MESSAGES.date, cell: (item) => formatContentDate(item.timestamp, timeZone) },
            actionsColumn((item: ClassResource) => (
              <SharedFileActions
                title={item.resourceTitle}
                shareLink={item.shareLink}
                onView={() =>
                  void openSignedLink(() => fetchClassResourceLink(classId, item.fileId))
                }
                onDelete={() => deletion.ask(item)}
              />
            )),
          ]}
        />
      </Stack>
      <FormModal opened={isAdding} onClose={() => setIsAdding(false)} title={MESSAGES.newResources}>
        <NewClassResourceForm classId={classId} onDone={() => setIsAdding(false)} />
      </FormModal>
      <ConfirmDialog {...deletion.dialog} />
    </Paper>
  );
}
