import { Stack } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { useMemo, useState } from "react";
import { EditPageHeader } from "../../../../shared/components/EditPageHeader";
import { notifyFailure } from "../../../../shared/failure-message";
import { notify, saveRefusal } from "../../../../shared/notify";
import { editedFields } from "../../../../shared/rebase-edits";
import { useEditValues } from "../../../../shared/use-edit-values";
import { useFormDraft, useOpenWithDraft } from "../../../../shared/use-form-draft";
import { registrationWindowError } from "../../components/event-fields/registration-edit-issues";
import { useScheduleAccount } from "../../schedule-session";
import { changedClassFields, classEditIssues, classEditValues } from "../class-edit-values";
import type { ClassNotificationModal } from "../class-notification-modal";
import { useUpdateClass } from "../classes.api";
import { ClassEditTabs } from "./ClassEditTabs";
import { ClassEventsPanel } from "./ClassEventsPanel";
import { ClassImageCard } from "./ClassImageCard";
import { ClassOptionsMenu } from "./ClassOptionsMenu";
import { ClassResourcesPanel } from "./ClassResourcesPanel";
import { ClassSummaryCard } from "./ClassSummaryCard";
import { NEW_CLASS_RESOURCE_DRAFT } from "./NewClassResourceForm";

// The loaded class: its header with Options and Update Class, the summary and the edit tabs.
// Update Class is enabled only when a tab differs from the loaded class (001 §2).
const refusal = saveRefusal("class-edit");

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
  // The edited fields only: restored over the class as it is then, they leave a colleague's
  // later change of another field as it is.
  useFormDraft("class-edit", editedFields(loaded, values), set);
  const [tab, setTab] = useState<string | null>("details");
  // The Resources tab, whose panel then opens New Resources with its draft.
  useOpenWithDraft(NEW_CLASS_RESOURCE_DRAFT, () => setTab("resources"));
  const update = useUpdateClass(studioClass.classId);

  // The server checks the same rules; answering here keeps a half-filled schedule unsent.
  const save = () => {
    const [issue] = classEditIssues(loaded, values, timeZone, new Date());
    if (issue) return refusal.show(issue.message);
    refusal.clear();
    update.mutate(changes, {
      onSuccess: (saved) => {
        setValues(classEditValues(saved, timeZone));
        notify(MESSAGES.classUpdated, "success");
      },
      onError: notifyFailure,
    });
  };

  return (
    <>
      <EditPageHeader
        title={studioClass.classTitle}
        menu={<ClassOptionsMenu studioClass={studioClass} NotificationModal={NotificationModal} />}
        updateLabel={MESSAGES.updateClass}
        hasChanges={hasChanges}
        isLocked={studioClass.isCancelled}
        isUpdating={update.isPending}
        onUpdate={save}
      />
      <Stack>
        <ClassImageCard studioClass={studioClass} />
        <ClassSummaryCard studioClass={studioClass} timeZone={timeZone} />
        <ClassEditTabs
          studioClass={studioClass}
          values={values}
          set={set}
          isWebsiteActive={account.websiteInformation.isActive}
          isPaymentActive={account.appInformation.isPaymentActive}
          timeZone={timeZone}
          windowError={registrationWindowError(loaded, values)}
          tab={tab}
          onTabChange={setTab}
          extraTabs={[
            {
              value: "events",
              label: MESSAGES.events,
              panel: <ClassEventsPanel studioClass={studioClass} />,
            },
            {
              value: "resources",
              label: MESSAGES.resources,
              panel: <ClassResourcesPanel classId={studioClass.classId} />,
            },
          ]}
        />
      </Stack>
    </>
  );
}
