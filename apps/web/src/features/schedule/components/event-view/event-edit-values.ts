import type { EventChanges, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  MIN_TICKET_QUANTITY_EDIT,
  skippedStartIssue,
  ticketQuantityIssue,
} from "@studiodesk/core/rules/events";
import {
  commonPayloadFields,
  differingFields,
  draftMaxUsersOf,
  draftQuantityOf,
  type EventFieldValues,
  eventFieldValues,
  eventStartOf,
  secondsOf,
  trimmedOrNull,
} from "../event-fields/event-field-values";
import { registrationEditIssues } from "../event-fields/registration-edit-issues";

// What the event view's cards edit (001 §7 "Update event payload"): the event's field groups.
export type EventEditValues = EventFieldValues;

export const toEditValues = (event: ScheduleEvent, timeZone: string): EventEditValues =>
  eventFieldValues(event, timeZone);

// The values in the shape of the update payload, so two states compare field by field.
function toPayloadFields(values: EventEditValues, timeZone: string): Required<EventChanges> {
  const start = eventStartOf(values, timeZone);
  return {
    ...commonPayloadFields(values),
    eventStart: start ? start.toISOString() : "",
    eventDuration: secondsOf(values.durationHours, values.durationMinutes) ?? 0,
    price: { quantity: draftQuantityOf(values) },
    eventButtonTitle: trimmedOrNull(values.eventButtonTitle),
    eventButtonLink: trimmedOrNull(values.eventButtonLink),
    eventMaxUsers: draftMaxUsersOf(values),
    eventLeaders: values.eventLeaders,
    calendarHex: trimmedOrNull(values.calendarHex),
  };
}

// Only the fields that differ are sent.
export function changedFields(
  loaded: EventEditValues,
  edited: EventEditValues,
  timeZone: string,
): EventChanges {
  return differingFields(toPayloadFields(loaded, timeZone), toPayloadFields(edited, timeZone));
}

// 001 §8: a cleared start is refused before anything is sent, in the spec's words (the
// server's contract says the same); the class view answers its own cleared start likewise.
// So are a Limited Tickets Left and Limit Attendees left on with their number cleared: neither
// is Unlimited (001 §5); and the Registration card by the rule the server applies (a window
// that closes before it opens), so Update answers at the field, not with the server's refusal.
export function eventEditIssue(
  loaded: EventEditValues,
  edited: EventEditValues,
  timeZone: string,
): string | null {
  if (!eventStartOf(edited, timeZone)) return MESSAGES.selectEventStartAndEnd;
  return (
    skippedStartIssue(edited.startDate, edited.startTime, timeZone) ??
    ticketQuantityIssue(draftQuantityOf(edited), MIN_TICKET_QUANTITY_EDIT) ??
    registrationEditIssues(loaded, edited, "eventMaxUsers")[0]?.message ??
    null
  );
}
