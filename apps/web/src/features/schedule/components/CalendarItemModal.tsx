import { Button, Group, Modal, Stack } from "@mantine/core";
import type { CalendarItem } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import type { CalendarItemIssue } from "@studiodesk/core/rules/events";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { useState } from "react";
import { failureMessage } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useTouchedFields } from "../../../shared/use-touched-fields";
import { useCreateCalendarItem, useUpdateCalendarItem } from "../schedule.api";
import { inputsToInstant } from "../schedule-format";
import { useScheduleAccount } from "../schedule-session";
import {
  type ItemValues,
  itemIssues,
  newItemValues,
  savedItemValues,
  toItemRequest,
  touchedItemFields,
} from "./calendar-item-values";
import { CalendarColourInput } from "./event-fields/CalendarColourInput";
import { EventInfoFields } from "./event-fields/EventInfoFields";
import { StartFields } from "./event-fields/StartFields";
import { RecurrenceFields } from "./RecurrenceFields";

type CalendarItemModalProps = {
  opened: boolean;
  onClose: () => void;
  // The item to edit (issue #21); without it, 001 §2's New Item.
  item?: CalendarItem | null;
};

// 001 §5 Calendar item: New Item, and (beyond the spec, issue #21) Edit of a saved one. A
// field is marked wrong next to itself once touched, or after Add Item / Save.
export function CalendarItemModal({ opened, onClose, item = null }: CalendarItemModalProps) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const initialValues = () =>
    item ? savedItemValues(item, timeZone) : newItemValues(account.calendarColors.defaultColor);
  const [values, setValues] = useState<ItemValues>(initialValues);
  const touched = useTouchedFields<CalendarItemIssue["field"]>();
  const create = useCreateCalendarItem();
  const update = useUpdateCalendarItem(item?.calendarId ?? "");
  const issues = itemIssues(values, timeZone);
  const errors = touched.errorsOf(issues);
  const set = (changes: Partial<ItemValues>) => {
    touched.touch(touchedItemFields(changes, values));
    setValues((current) => ({ ...current, ...changes }));
  };
  const start = inputsToInstant(values.startDate, values.startTime || "00:00", timeZone);

  const close = () => {
    setValues(initialValues());
    touched.reset();
    onClose();
  };

  const submit = () => {
    touched.submit();
    if (issues.length > 0) return;
    const mutation = item ? update : create;
    mutation.mutate(toItemRequest(values, timeZone), {
      onSuccess: () => {
        notify(item ? MESSAGES.calendarItemUpdated : MESSAGES.calendarItemAdded, "success");
        close();
      },
      onError: (error) => notify(failureMessage(error), "danger"),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={item ? "Edit Calendar Item" : "New Calendar Item"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <EventInfoFields
          values={values}
          set={set}
          titleLabel="Title"
          descriptionLabel="Description"
          descriptionRows={2}
          titleError={errors.calendarTitle}
          descriptionError={errors.calendarDescription}
        />
        <StartFields values={values} set={set} isRequired error={errors.calendarStart} />
        <RecurrenceFields
          values={values.recurrence}
          startWeekday={start ? weekdayOf(start, timeZone) : null}
          onChange={(recurrence) => set({ recurrence })}
          recurrenceError={errors.recurrence}
          endError={errors.calendarEnd}
        />
        <CalendarColourInput value={values.color} onChange={(color) => set({ color })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            {item ? "Save" : "Add Item"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
