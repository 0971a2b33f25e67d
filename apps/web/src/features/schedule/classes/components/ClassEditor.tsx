import { Button, Group, Stack } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { useMemo } from "react";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { UnsavedChangesGuard } from "../../../../shared/components/UnsavedChangesGuard";
import { failureMessage } from "../../../../shared/failure-message";
import { notify } from "../../../../shared/notify";
import { useEditValues } from "../../../../shared/use-edit-values";
import { useScheduleAccount } from "../../schedule-session";
import { changedClassFields, classEditIssues, classEditValues } from "../class-edit-values";
import type { ClassNotificationModal } from "../class-notification-modal";
import { useUpdateClass } from "../classes.api";
import { ClassEditTabs } from "./ClassEditTabs";
import { ClassEventsPanel } from "./ClassEventsPanel";
import { ClassOptionsMenu } from "./ClassOptionsMenu";
import { ClassResourcesPanel } from "./ClassResourcesPanel";
import { ClassSummaryCard } from "./ClassSummaryCard";

// The loaded class: its header with Options and Update Class, the summary and the edit tabs.
// Update Class is enabled only when a tab differs from the loaded class (001 §2).
export function ClassEditor({
  studioClass,
  NotificationModal,
}: {
  studioClass: StudioClass;
  NotificationModal?: ClassNotificationModal;
}) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const loaded = useMemo(() => classEditValues(studioClass, timeZone), [studioClass, timeZone]);
  const { values, setValues, set, changes, hasChanges } = useEditValues(loaded, (edited) =>
    changedClassFields(loaded, edited, timeZone),
  );
  const update = useUpdateClass(studioClass.classId);

  // The server checks the same rules; answering here keeps a half-filled schedule unsent.
  const save = () => {
    const [issue] = classEditIssues(loaded, values, timeZone, new Date());
    if (issue) return notify(issue.message, "danger");
    update.mutate(changes, {
      onSuccess: (saved) => {
        setValues(classEditValues(saved, timeZone));
        notify(MESSAGES.classUpdated, "success");
      },
      onError: (error) => notify(failureMessage(error), "danger"),
    });
  };

  return (
    <>
      <UnsavedChangesGuard isDirty={hasChanges} />
      <PageHeader
        title={studioClass.classTitle}
        actions={
          <Group gap="sm">
            <ClassOptionsMenu studioClass={studioClass} NotificationModal={NotificationModal} />
            {/* 001 §4: a cancelled class cannot be edited. */}
            <Button
              onClick={save}
              disabled={!hasChanges || studioClass.isCancelled}
              loading={update.isPending}
            >
              Update Class
            </Button>
          </Group>
        }
      />
      <Stack>
        <ClassSummaryCard studioClass={studioClass} timeZone={timeZone} />
        <ClassEditTabs
          studioClass={studioClass}
          values={values}
          set={set}
          isWebsiteActive={account.websiteInformation.isActive}
          timeZone={timeZone}
          extraTabs={[
            {
              value: "events",
              label: "Events",
              panel: <ClassEventsPanel studioClass={studioClass} />,
            },
            {
              value: "resources",
              label: "Resources",
              panel: <ClassResourcesPanel classId={studioClass.classId} />,
            },
          ]}
        />
      </Stack>
    </>
  );
}
