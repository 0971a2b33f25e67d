import { Avatar, Group, Select, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { NOTIFICATION_REQUEST_MESSAGE_MAX_LENGTH } from "@studiodesk/core/contracts/notifications";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  newNotificationProblem,
  notificationCounter,
  truncateNotificationMessage,
} from "@studiodesk/core/rules/notifications";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useActiveClasses } from "../../../shared/class-list";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { newFormKey } from "../../../shared/form-key";
import { useOrganizationTimeZone } from "../../../shared/session";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useModalSave } from "../../../shared/use-modal-save";
import { localInputValue } from "../notification-format";
import { notificationSettingsQueryOptions, useSendNotification } from "../notifications.api";

export type ClassAudience = { classId: string; classTitle: string };

export type NewNotificationModalProps = {
  opened: boolean;
  onClose: () => void;
  // Opened from a class view: the class's members, and no schedule (000 §5).
  classAudience?: ClassAudience;
};

const ALL_MEMBERS = "all";

// The form's draft (shared/form-drafts): the page opens the modal again when one waits.
export const NEW_NOTIFICATION_DRAFT = "new-notification";

// 000 §2 "A new-notification modal"; §5 Notification message.
export function NewNotificationModal({
  opened,
  onClose,
  classAudience,
}: NewNotificationModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={MESSAGES.newNotification} size="lg">
      <NewNotificationForm onDone={onClose} classAudience={classAudience} />
    </FormModal>
  );
}

function NewNotificationForm({
  onDone,
  classAudience,
}: {
  onDone: () => void;
  classAudience: ClassAudience | undefined;
}) {
  const timeZone = useOrganizationTimeZone();
  const settings = useQuery(notificationSettingsQueryOptions());
  // Active classes only: a notification goes to current members.
  const classes = useActiveClasses({ isEnabled: !classAudience });
  const { save, fail, formProps } = useModalSave(useSendNotification(), {
    doneMessage: () => MESSAGES.notificationSent,
    onSaved: onDone,
  });
  // One key for the life of this form (a reopened modal is a new form): a second Send or a
  // retry after a lost answer sends no second notification.
  const [idempotencyKey] = useState(() => newFormKey("notification"));
  const [message, setMessage] = useState("");
  const [audience, setAudience] = useState(classAudience?.classId ?? ALL_MEMBERS);
  const [isScheduled, setIsScheduled] = useState(false);
  const [scheduledDate, setScheduledDate] = useState("");
  useFormDraft(
    NEW_NOTIFICATION_DRAFT,
    { message, audience, isScheduled, scheduledDate },
    (draft) => {
      if (draft.message !== undefined) setMessage(draft.message);
      if (draft.audience !== undefined && !classAudience) setAudience(draft.audience);
      if (draft.isScheduled !== undefined) setIsScheduled(draft.isScheduled);
      if (draft.scheduledDate !== undefined) setScheduledDate(draft.scheduledDate);
    },
  );
  const classId = audience === ALL_MEMBERS ? null : audience;

  const handleSubmit = () => {
    const request = {
      idempotencyKey,
      message,
      classId,
      // As typed, on the studio's clock: the server reads it in the studio's zone and refuses
      // a time its clocks skip, as this form does.
      scheduledDate: isScheduled && !classId ? scheduledDate : null,
    };
    const problem = newNotificationProblem(request, new Date(), timeZone);
    if (problem) return fail(problem);
    save(request);
  };

  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.sendNotification} {...formProps}>
      <Group gap="sm">
        <Avatar src={settings.data?.imageUrl} alt="" radius="md" />
        <Text fw={500}>{settings.data?.name}</Text>
      </Group>
      <Textarea
        label={MESSAGES.message}
        withAsterisk
        autosize
        minRows={4}
        maxLength={NOTIFICATION_REQUEST_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(truncateNotificationMessage(event.currentTarget.value))}
        description={<span aria-live="polite">{notificationCounter(message)}</span>}
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      {/* 000 §5: a class's notification goes out at once; choosing a class turns Schedule off
          and says so, rather than sending at once a message the admin had scheduled. */}
      {classAudience ? (
        <TextInput
          label={MESSAGES.sendTo}
          value={classAudience.classTitle}
          readOnly
          description={MESSAGES.classNotificationNotScheduled}
        />
      ) : (
        <Select
          label={MESSAGES.sendTo}
          allowDeselect={false}
          value={audience}
          description={classId ? MESSAGES.classNotificationNotScheduled : undefined}
          onChange={(value) => {
            setAudience(value ?? ALL_MEMBERS);
            if (value !== ALL_MEMBERS) {
              setIsScheduled(false);
              // A refusal of the date just hidden no longer applies.
              fail(null);
            }
          }}
          data={[
            { value: ALL_MEMBERS, label: MESSAGES.allMembers },
            ...(classes.data ?? []).map((item) => ({
              value: item.classId,
              label: item.classTitle,
            })),
          ]}
        />
      )}
      {!classId && (
        <Switch
          label={MESSAGES.schedule}
          checked={isScheduled}
          onChange={(event) => setIsScheduled(event.currentTarget.checked)}
        />
      )}
      {isScheduled && !classId && (
        <TextInput
          type="datetime-local"
          label={MESSAGES.scheduledDate}
          withAsterisk
          min={localInputValue(new Date(), timeZone)}
          value={scheduledDate}
          onChange={(event) => setScheduledDate(event.currentTarget.value)}
          description={MESSAGES.scheduledNotificationDelay}
        />
      )}
    </ModalForm>
  );
}
