import { Button, Group, Modal, Stack } from "@mantine/core";
import type { CreateCalendarItemRequest } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { calendarItemError, hoursMinutesToSeconds } from "@studiodesk/core/rules/events";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { useState } from "react";
import { ApiError } from "../../../shared/api-client";
import { notify } from "../../../shared/notify";
import { useCreateCalendarItem } from "../schedule.api";
import { endOfDay, inputsToInstant } from "../schedule-format";
import { useScheduleAccount } from "../schedule-session";
import { CalendarColourInput } from "./event-fields/CalendarColourInput";
import { EventInfoFields } from "./event-fields/EventInfoFields";
import {
  EMPTY_INFO_AND_START,
  type EventInfoValues,
  type StartValues,
} from "./event-fields/event-field-values";
import { StartFields } from "./event-fields/StartFields";
import { RecurrenceFields, type RecurrenceValues } from "./RecurrenceFields";

// The item's start and duration are the same fields as an event's.
type ItemValues = EventInfoValues &
  StartValues & {
    color: string;
    recurrence: RecurrenceValues;
  };

const initialValues = (color: string): ItemValues => ({
  ...EMPTY_INFO_AND_START,
  color: color.toLowerCase(),
  recurrence: { isRecurring: false, recurrenceTime: null, recurrenceDays: [], endDate: "" },
});

// The request, or the spec's message for what is missing (001 §5 Calendar item).
function toRequest(values: ItemValues, timeZone: string): CreateCalendarItemRequest | string {
  const start = inputsToInstant(values.startDate, values.startTime, timeZone);
  const duration = hoursMinutesToSeconds(
    Number(values.durationHours),
    Number(values.durationMinutes),
  );
  const { isRecurring, recurrenceTime, recurrenceDays, endDate } = values.recurrence;
  const end = isRecurring ? endOfDay(endDate, timeZone) : start;
  const error = calendarItemError(
    {
      calendarTitle: values.eventTitle,
      calendarDescription: values.eventDescription,
      calendarStart: start,
      calendarDuration: duration,
      isRecurring,
      recurrenceTime,
      calendarEnd: end,
    },
    new Date(),
    timeZone,
  );
  if (error || !start || !duration) return error ?? MESSAGES.selectStartAndDuration;
  return {
    calendarTitle: values.eventTitle.trim(),
    calendarDescription: values.eventDescription.trim(),
    calendarStart: start.toISOString(),
    calendarDuration: duration,
    // 001 §9: the colour picker has no alpha; colours are stored lowercase.
    calendarHex: values.color.toLowerCase(),
    recurrence: isRecurring && recurrenceTime ? { recurrenceTime, recurrenceDays } : null,
    calendarEnd: isRecurring && end ? end.toISOString() : null,
  };
}

export function NewCalendarItemModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const account = useScheduleAccount();
  const timeZone = account.publicInformation.timezone;
  const [values, setValues] = useState(() => initialValues(account.calendarColors.defaultColor));
  const create = useCreateCalendarItem();
  const set = (changes: Partial<ItemValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  const start = inputsToInstant(values.startDate, values.startTime || "00:00", timeZone);

  const close = () => {
    setValues(initialValues(account.calendarColors.defaultColor));
    onClose();
  };

  const submit = () => {
    const request = toRequest(values, timeZone);
    if (typeof request === "string") return notify(request, "danger");
    create.mutate(request, {
      onSuccess: () => {
        notify(MESSAGES.calendarItemAdded, "success");
        close();
      },
      onError: (error) =>
        notify(error instanceof ApiError ? error.message : MESSAGES.unknownError, "danger"),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="New Calendar Item" size="lg">
      <Stack>
        <EventInfoFields
          values={values}
          set={set}
          titleLabel="Title"
          descriptionLabel="Description"
          descriptionRows={2}
        />
        <StartFields values={values} set={set} isRequired />
        <RecurrenceFields
          values={values.recurrence}
          startWeekday={start ? weekdayOf(start, timeZone) : null}
          onChange={(recurrence) => set({ recurrence })}
        />
        <CalendarColourInput value={values.color} onChange={(color) => set({ color })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Add Item
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
