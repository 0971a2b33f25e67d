import { Button, Group, Stack } from "@mantine/core";
import type { CalendarItem } from "@studiodesk/core/contracts/schedule";
import { CALENDAR_DESCRIPTION_MAX_LENGTH } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { endDateBounds, latestScheduleDate } from "@studiodesk/core/rules/date-limits";
import type { CalendarItemIssue } from "@studiodesk/core/rules/events";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { useState } from "react";
import { FormModal, useFormModal } from "../../../shared/components/FormModal";
import { notifyFailure } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useFormDraft } from "../../../shared/use-form-draft";
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

// New Item's draft (shared/form-drafts): the schedule opens the modal again when one waits. An
// Edit keeps none: it opens from an item's details, which the page opened again does not show.
export const NEW_CALENDAR_ITEM_DRAFT = "new-calendar-item";

type CalendarItemModalProps = {
  opened: boolean;
  onClose: () => void;
  // The item to edit (issue #21); without it, 001 §2's New Item.
  item?: CalendarItem | null;
};

// 001 §5 Calendar item: New Item, and (beyond the spec, issue #21) Edit of a saved one. Like
// the app's other modal forms (FormModal), it opens on its first field and asks before an edit
// is thrown away. Mounted only while open, so each opening starts from the item's values.
export function CalendarItemModal({ opened, onClose, item = null }: CalendarItemModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? "Edit Calendar Item" : "New Calendar Item"}
      size="lg"
    >
      {opened && <CalendarItemForm item={item} onDone={onClose} />}
    </FormModal>
  );
}

// A field is marked wrong next to itself once touched, or after Add Item / Save.
function CalendarItemForm({ item, onDone }: { item: CalendarItem | null; onDone: () => void }) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const [values, setValues] = useState<ItemValues>(() =>
    item ? savedItemValues(item, timeZone) : newItemValues(account.calendarColors.defaultColor),
  );
  const modal = useFormModal();
  const touched = useTouchedFields<CalendarItemIssue["field"]>();
  const create = useCreateCalendarItem();
  const update = useUpdateCalendarItem(item?.calendarId ?? "");
  const issues = itemIssues(values, timeZone);
  const errors = touched.errorsOf(issues);
  const set = (changes: Partial<ItemValues>) => {
    modal.markEdited();
    touched.touch(touchedItemFields(changes, values));
    setValues((current) => ({ ...current, ...changes }));
  };
  const restore = (draft: Partial<ItemValues>) => {
    modal.markEdited();
    setValues((current) => ({ ...current, ...draft }));
  };
  useFormDraft(item ? "edit-calendar-item" : NEW_CALENDAR_ITEM_DRAFT, values, restore, {
    canKeep: item === null,
  });
  const start = inputsToInstant(values.startDate, values.startTime || "00:00", timeZone);

  const submit = () => {
    touched.submit();
    if (issues.length > 0) return;
    const mutation = item ? update : create;
    mutation.mutate(toItemRequest(values, timeZone), {
      onSuccess: () => {
        notify(item ? MESSAGES.calendarItemUpdated : MESSAGES.calendarItemAdded, "success");
        onDone();
      },
      onError: notifyFailure,
    });
  };

  return (
    <Stack>
      <EventInfoFields
        values={values}
        set={set}
        titleLabel={MESSAGES.title}
        descriptionLabel={MESSAGES.description}
        descriptionRows={2}
        descriptionMaxLength={CALENDAR_DESCRIPTION_MAX_LENGTH}
        titleError={errors.calendarTitle}
        descriptionError={errors.calendarDescription}
      />
      <StartFields
        values={values}
        set={set}
        isRequired
        error={errors.calendarStart}
        latestDate={latestScheduleDate(new Date(), timeZone)}
      />
      <RecurrenceFields
        values={values.recurrence}
        startWeekday={start ? weekdayOf(start, timeZone) : null}
        onChange={(recurrence) => set({ recurrence })}
        recurrenceError={errors.recurrence}
        endError={errors.calendarEnd}
        endBounds={endDateBounds(values.startDate)}
      />
      <CalendarColourInput value={values.color} onChange={(color) => set({ color })} />
      <Group justify="flex-end">
        {/* Cancel is the close button's twin: an edited item is asked about first. */}
        <Button variant="default" onClick={modal.dismiss}>
          {MESSAGES.cancel}
        </Button>
        <Button onClick={submit} loading={create.isPending || update.isPending}>
          {item ? MESSAGES.save : MESSAGES.addItem}
        </Button>
      </Group>
    </Stack>
  );
}
