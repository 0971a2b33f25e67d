import type { CalendarItem, CreateCalendarItemRequest } from "@studiodesk/core/contracts/schedule";
import {
  type CalendarItemIssue,
  calendarItemIssues,
  hoursMinutesToSeconds,
  skippedStartIssue,
} from "@studiodesk/core/rules/events";
import { splitWallClock } from "@studiodesk/core/rules/wall-clock";
import { endOfDay, inputsToInstant } from "../schedule-format";
import {
  EMPTY_INFO_AND_START,
  type EventInfoValues,
  type StartValues,
  savedStartValues,
} from "./event-fields/event-field-values";
import type { RecurrenceValues } from "./RecurrenceFields";

// The item's start and duration are the same fields as an event's.
export type ItemValues = EventInfoValues &
  StartValues & {
    color: string;
    recurrence: RecurrenceValues;
  };

export const newItemValues = (color: string): ItemValues => ({
  ...EMPTY_INFO_AND_START,
  color: color.toLowerCase(),
  recurrence: { isRecurring: false, recurrenceTime: null, recurrenceDays: [], endDate: "" },
});

// A saved item as the form edits it (issue #21's Edit), on the organization's clock.
export function savedItemValues(item: CalendarItem, timeZone: string): ItemValues {
  return {
    eventTitle: item.calendarTitle,
    eventDescription: item.calendarDescription,
    ...savedStartValues(item.calendarStart, item.calendarDuration, timeZone),
    color: item.calendarHex.toLowerCase(),
    recurrence: {
      isRecurring: item.recurrence !== null,
      recurrenceTime: item.recurrence?.recurrenceTime ?? null,
      recurrenceDays: item.recurrence?.recurrenceDays ?? [],
      endDate: item.recurrence ? splitWallClock(new Date(item.calendarEnd), timeZone).date : "",
    },
  };
}

// Which of the rules' fields a change of the form's values touches.
export function touchedItemFields(
  changes: Partial<ItemValues>,
  current: ItemValues,
): CalendarItemIssue["field"][] {
  const fields: CalendarItemIssue["field"][] = [];
  if ("eventTitle" in changes) fields.push("calendarTitle");
  if ("eventDescription" in changes) fields.push("calendarDescription");
  const startKeys = ["startDate", "startTime", "durationHours", "durationMinutes"] as const;
  if (startKeys.some((key) => key in changes)) fields.push("calendarStart");
  const recurrence = changes.recurrence;
  if (recurrence && recurrence.endDate !== current.recurrence.endDate) fields.push("calendarEnd");
  if (recurrence && recurrence.recurrenceTime !== current.recurrence.recurrenceTime) {
    fields.push("recurrence");
  }
  return fields;
}

const startOf = (values: ItemValues, timeZone: string) =>
  inputsToInstant(values.startDate, values.startTime, timeZone);

const durationOf = (values: ItemValues) =>
  hoursMinutesToSeconds(Number(values.durationHours), Number(values.durationMinutes));

const endOf = (values: ItemValues, timeZone: string) =>
  values.recurrence.isRecurring
    ? endOfDay(values.recurrence.endDate, timeZone)
    : startOf(values, timeZone);

// What the spec's rules still find wrong (001 §5 Calendar item), each with its field.
export function itemIssues(values: ItemValues, timeZone: string): CalendarItemIssue[] {
  const { isRecurring, recurrenceTime } = values.recurrence;
  const skipped = skippedStartIssue(values.startDate, values.startTime, timeZone);
  if (skipped) return [{ field: "calendarStart", message: skipped }];
  return calendarItemIssues(
    {
      calendarTitle: values.eventTitle,
      calendarDescription: values.eventDescription,
      calendarStart: startOf(values, timeZone),
      calendarDuration: durationOf(values),
      isRecurring,
      recurrenceTime,
      calendarEnd: endOf(values, timeZone),
    },
    new Date(),
    timeZone,
  );
}

// The request; only called once the values have no issues.
export function toItemRequest(values: ItemValues, timeZone: string): CreateCalendarItemRequest {
  const { isRecurring, recurrenceTime, recurrenceDays } = values.recurrence;
  const start = startOf(values, timeZone) as Date;
  const end = endOf(values, timeZone);
  return {
    calendarTitle: values.eventTitle.trim(),
    calendarDescription: values.eventDescription.trim(),
    calendarStart: start.toISOString(),
    calendarDuration: durationOf(values) ?? 0,
    // 001 §9: the colour picker has no alpha; colours are stored lowercase.
    calendarHex: values.color.toLowerCase(),
    recurrence: isRecurring && recurrenceTime ? { recurrenceTime, recurrenceDays } : null,
    calendarEnd: isRecurring && end ? end.toISOString() : null,
  };
}
