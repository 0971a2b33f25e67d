import { MESSAGES } from "../messages";
import { MIN_PAID_PRICE_CENTS, priceMinimumMessage } from "./money";
import { numberRangeIssue } from "./number-range";
import { endDateLimit, oneYearAfter, type RecurrenceOption } from "./recurrence";
import { isSkippedWallClock } from "./wall-clock";

export { MIN_PAID_PRICE_CENTS };

// 001 §9: ticket quantities 1 to 100.
export const MAX_TICKET_QUANTITY = 100;
// 001 §5: limited quantity minimum 1 on a new event, 0 on edit; max users minimum 1.
export const MIN_TICKET_QUANTITY_NEW = 1;
export const MIN_TICKET_QUANTITY_EDIT = 0;
export const MIN_MAX_USERS = 1;
export const MAX_MAX_USERS = 100_000;
export const MIN_START_AGE = 1;
// No age limit of the spec's goes higher; the API stored up to 150 and refused more with
// words that named no field.
export const MAX_AGE = 150;

// A start date and time ("2027-03-14", "02:30") the clocks skip, refused with a message rather
// than moved; null otherwise. A time happening twice (fall-back) is the first one, the
// earlier instant, as wallClockToInstant documents.
export const skippedStartIssue = (date: string, time: string, timeZone: string): string | null =>
  date && time && isSkippedWallClock(`${date}T${time}`, timeZone)
    ? MESSAGES.startTimeSkipped
    : null;

// 001 §2: the event view's query carries "an eventStart timestamp". Studiodesk writes ISO
// instants; a link written by the original app carries epoch milliseconds (its occurrences are
// keyed by start time in ms, 001 §4) and must open the same occurrence, not "not found".
export function occurrenceStartFromQuery(value: string | null): string | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return value;
  return new Date(Number(value)).toISOString();
}

// 001 §4 "Cancelling an occurrence sets isCancelled for that occurrence; for a
// one-time-purchase recurring event the whole event is marked" (and a one-time event is its
// only occurrence).
export const cancelsWholeEvent = (event: {
  isRecurring: boolean;
  oneTimePurchase: boolean;
}): boolean => !event.isRecurring || event.oneTimePurchase;

// The date a cancel applies to must be named (001 §2 occurrenceStart) when the series is
// cancelled one date at a time: without it the series' first date, perhaps long past, was
// cancelled instead of the one meant.
export const cancelNeedsDate = (event: { isRecurring: boolean; oneTimePurchase: boolean }) =>
  !cancelsWholeEvent(event);

// A cancelled event takes no new attendees (001 §4, irreversible; as a cancelled class takes
// no one new), nor does an event of a cancelled class. Attendees belong to the event: a series
// with one cancelled date still takes them for its other dates.
export const takesNewAttendees = (event: {
  isCancelled: boolean;
  isRecurring: boolean;
  oneTimePurchase: boolean;
  isClassCancelled: boolean;
}): boolean => !event.isClassCancelled && !(event.isCancelled && cancelsWholeEvent(event));

type StatusInput = { isCancelled: boolean; quantity: number | null };

// 000 §4 "Event status in checkout": Cancelled; Sold Out (quantity zero or less); On Time.
// A null quantity is Unlimited and never sells out.
export function eventStatus({ isCancelled, quantity }: StatusInput): string {
  if (isCancelled) return MESSAGES.eventStatusCancelled;
  if (quantity !== null && quantity <= 0) return MESSAGES.eventStatusSoldOut;
  return MESSAGES.eventStatusOnTime;
}

type ButtonInput = StatusInput & { eventButtonTitle: string | null; priceAmount: number | null };

// 000 §4 "Event button text": Cancelled, Sold Out, the custom eventButtonTitle or
// 'Purchase'; 'Learn More' when there is no price. A custom title names the button
// whatever the price; without one, a paid event says Purchase and any other Learn More.
export function eventButtonText(input: ButtonInput): string {
  const status = eventStatus(input);
  if (status !== MESSAGES.eventStatusOnTime) return status;
  const title = input.eventButtonTitle?.trim();
  if (title) return title;
  return input.priceAmount && input.priceAmount > 0
    ? MESSAGES.eventButtonPurchase
    : MESSAGES.eventButtonLearnMore;
}

// 001 §9 "Age title format 'Age Limit: (N+)' or '(N yrs - M yrs)'".
export function ageTitle(age: { startAge: number; endAge: number | null }): string {
  if (age.endAge === null) return `Age Limit: (${age.startAge}+)`;
  return `(${age.startAge} yrs - ${age.endAge} yrs)`;
}

// 001 §5: time = hours × 3600 + minutes × 60; 0 or less is treated as not set.
export function hoursMinutesToSeconds(hours: number, minutes: number): number | null {
  const seconds = (Number(hours) || 0) * 3600 + (Number(minutes) || 0) * 60;
  return seconds > 0 ? seconds : null;
}

export function secondsToHoursMinutes(seconds: number | null): { hours: number; minutes: number } {
  if (!seconds || seconds <= 0) return { hours: 0, minutes: 0 };
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

// 001 §5: hour and minute inputs accept 1 or 2 digits.
export const maskTwoDigits = (value: string): string => value.replace(/\D/g, "").slice(0, 2);

// Minutes stop at 59: 99 h 75 min would be saved as 100 h 15 min, which the two-digit hours
// field could then neither show nor keep on the next edit.
export function maskMinutes(value: string): string {
  const digits = maskTwoDigits(value);
  return digits && Number(digits) > 59 ? "59" : digits;
}

// 001 §9: money is entered in currency units and sent in cents; NaN counts as 0 (§5).
export function dollarsToCents(dollars: number): number {
  const value = Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export const centsToDollars = (cents: number): number => cents / 100;

export type AttendanceStatus = "partial" | "present" | "no show";

// 001 §2: attendance runs from 0 to the attendee's ticket quantity (or 1).
export const attendanceMax = (ticketQuantity: number | null): number =>
  ticketQuantity && ticketQuantity > 0 ? ticketQuantity : 1;

// An attendee's attendance as typed, refused past its range in the words the API uses.
export const ATTENDANCE_RANGE_MESSAGES = { aboveMax: MESSAGES.attendanceAboveQuantity };
export const attendanceIssue = (attended: number, ticketQuantity: number | null): string | null =>
  numberRangeIssue(
    attended,
    { min: 0, max: attendanceMax(ticketQuantity) },
    ATTENDANCE_RANGE_MESSAGES,
  );

// 001 §9 attendance options: partial, present, no show.
export function attendanceStatus(
  attended: number,
  ticketQuantity: number | null,
): AttendanceStatus {
  if (attended <= 0) return "no show";
  return attended >= attendanceMax(ticketQuantity) ? "present" : "partial";
}

// The attendees page's status column (issue #21): attendance not taken yet, none, some of the
// attendee's tickets, or all of them (which is what one-tap Check In records).
export type CheckInStatus = "Not yet" | "Absent" | "Partial" | "Present";

export function checkInStatus(
  attended: number | null | undefined,
  ticketQuantity: number | null,
): CheckInStatus {
  if (attended === null || attended === undefined) return "Not yet";
  const status = attendanceStatus(attended, ticketQuantity);
  return status === "present" ? "Present" : status === "partial" ? "Partial" : "Absent";
}

// An attendee's status is their saved attendance: a number typed but not saved, or refused
// past their tickets, is no one's status yet (beside 'Attendance cannot be more than the
// attendee's tickets.' it read Present). Check In's pressed state is the same Present.
export const attendeeCheckInStatus = (eventData: {
  quantity: number | null;
  attendance: { quantity: number } | null;
}): CheckInStatus => checkInStatus(eventData.attendance?.quantity, eventData.quantity);

export type EventSection = "details" | "price" | "registration" | "settings";
export type EventIssue = { section: EventSection; field: string; message: string };

// What the new event wizard has filled in, in the shape the rules need.
export type EventDraft = {
  eventTitle: string;
  eventDescription: string;
  hasImage: boolean;
  eventStart: Date | null;
  eventDuration: number | null;
  // null: not recurring; a null option: recurring switched on without an option.
  recurrence: { recurrenceTime: RecurrenceOption | null } | null;
  eventEnd: Date | null;
  // null when payments are inactive; amount in cents.
  price: { isFree: boolean; amount: number; quantity: number | null } | null;
  eventMaxUsers: number | null;
  ageItem: { startAge: number | null; endAge: number | null } | null;
} & RegistrationWindow;

// 001 §3 registrationStartDuration / registrationCloseDuration: seconds before the start.
export type RegistrationWindow = {
  registrationStartDuration: number | null;
  registrationCloseDuration: number | null;
};

// 001 §5 "New event valid when" and "Common limits". Every issue is listed with its tab, so
// the wizard can keep Save & Publish disabled and the server can answer the first one.
// `currency` names the minimum price in the organization's (priceMinimumMessage).
export function newEventIssues(
  draft: EventDraft,
  now: Date,
  timeZone: string,
  currency: string,
): EventIssue[] {
  return [
    ...detailIssues(draft, now, timeZone),
    ...priceIssues(draft.price, currency),
    ...registrationCardIssues(draft, "eventMaxUsers", draft.eventMaxUsers),
  ];
}

function detailIssues(draft: EventDraft, now: Date, timeZone: string): EventIssue[] {
  const issues: EventIssue[] = [];
  const add = (field: string, message: string) =>
    issues.push({ section: "details", field, message });
  if (!draft.hasImage) add("image", MESSAGES.selectEventImage);
  if (!draft.eventTitle.trim()) add("eventTitle", MESSAGES.completeAllFields);
  if (!draft.eventDescription.trim()) add("eventDescription", MESSAGES.completeAllFields);
  if (!draft.eventStart || !draft.eventDuration || draft.eventDuration <= 0) {
    add("eventStart", MESSAGES.selectStartAndDuration);
  }
  const latest = oneYearAfter(now, timeZone).getTime();
  if (draft.eventStart && draft.eventStart.getTime() > latest) {
    add("eventStart", MESSAGES.eventDateTooFar);
  }
  if (!draft.recurrence) return issues;
  if (!draft.recurrence.recurrenceTime) add("recurrence", MESSAGES.selectReoccuringType);
  if (!draft.eventEnd) add("eventEnd", MESSAGES.selectEventStartAndEnd);
  else if (draft.eventStart && draft.eventEnd.getTime() <= draft.eventStart.getTime()) {
    add("eventEnd", MESSAGES.eventEndAfterStart);
  } else if (draft.eventEnd.getTime() > endDateLimit(new Date(latest), timeZone)) {
    add("eventEnd", MESSAGES.eventDateTooFar);
  } else if (
    draft.eventStart &&
    draft.eventEnd.getTime() > endDateLimit(oneYearAfter(draft.eventStart, timeZone), timeZone)
  ) {
    add("eventEnd", MESSAGES.recurrenceEndTooFar);
  }
  return issues;
}

function priceIssues(price: EventDraft["price"], currency: string): EventIssue[] {
  if (!price) return [];
  const issues: EventIssue[] = [];
  if (!price.isFree && !(price.amount >= MIN_PAID_PRICE_CENTS)) {
    const message = priceMinimumMessage("eventPriceMinimum", currency);
    issues.push({ section: "price", field: "amount", message });
  }
  const quantity = ticketQuantityIssue(price.quantity, MIN_TICKET_QUANTITY_NEW);
  if (quantity) issues.push({ section: "price", field: "quantity", message: quantity });
  return issues;
}

// 001 §5 the Registration card, for events and classes alike: a window that opens before it
// closes, max users (`maxUsersField`, the wizard's field for them), the age limit.
export function registrationCardIssues(
  draft: RegistrationWindow & Pick<EventDraft, "ageItem">,
  maxUsersField: string,
  maxUsers: number | null,
): EventIssue[] {
  const issues: EventIssue[] = [];
  const add = (field: string, message: string) =>
    issues.push({ section: "registration", field, message });
  const window = registrationWindowIssue(draft);
  if (window) add("registrationCloseDuration", window);
  const maxUsersMessage = maxUsersIssue(maxUsers);
  if (maxUsersMessage) add(maxUsersField, maxUsersMessage);
  const ageMessage = ageIssue(draft.ageItem);
  if (ageMessage) add("ageItem", ageMessage);
  return issues;
}

// 001 §5 / §9: a limited quantity from 1 (a new event) or 0 (an edit) to 100; null is
// Unlimited. A Limited quantity left blank reaches here as NaN and is refused, never Unlimited.
export function ticketQuantityIssue(quantity: number | null, minimum: number): string | null {
  if (quantity === null || (quantity >= minimum && quantity <= MAX_TICKET_QUANTITY)) return null;
  return ticketQuantityRangeMessage(minimum);
}

// The words for a quantity outside 1 (or 0 on edit) to 100, which its field shows too.
export const ticketQuantityRangeMessage = (minimum: number): string =>
  minimum === MIN_TICKET_QUANTITY_EDIT
    ? MESSAGES.ticketQuantityRangeEdit
    : MESSAGES.ticketQuantityRange;

// 001 §5 says the registration card is always valid, but a window that closes (say 2 hours
// before the start) before it opens (1 hour before) is never open: members could not register.
export function registrationWindowIssue(window: RegistrationWindow): string | null {
  const { registrationStartDuration: opens, registrationCloseDuration: closes } = window;
  if (opens === null || closes === null || opens > closes) return null;
  return MESSAGES.registrationOpensBeforeCloses;
}

// 001 §5 "Max users minimum 1", for events and classes alike; null is no limit.
export function maxUsersIssue(maxUsers: number | null): string | null {
  if (maxUsers === null) return null;
  if (!(maxUsers >= MIN_MAX_USERS)) return MESSAGES.maxUsersMinimum;
  if (maxUsers > MAX_MAX_USERS) return MESSAGES.maxUsersMaximum;
  if (!Number.isInteger(maxUsers)) return MESSAGES.maxUsersWholeNumber;
  return null;
}

// 001 §5: start age minimum 1 (required when the age limit is on), end not below start; and
// neither over MAX_AGE, which the form let through for the server to refuse.
export function ageIssue(age: EventDraft["ageItem"]): string | null {
  if (!age) return null;
  if (age.startAge === null || !(age.startAge >= MIN_START_AGE)) return MESSAGES.startAgeMinimum;
  if (age.startAge > MAX_AGE || (age.endAge !== null && age.endAge > MAX_AGE)) {
    return MESSAGES.ageMaximum;
  }
  if (age.endAge !== null && age.endAge < age.startAge) return MESSAGES.endAgeBelowStartAge;
  return null;
}

export type CalendarItemDraft = {
  calendarTitle: string;
  calendarDescription: string;
  calendarStart: Date | null;
  calendarDuration: number | null;
  isRecurring: boolean;
  recurrenceTime: RecurrenceOption | null;
  calendarEnd: Date | null;
};

export type CalendarItemIssue = {
  field: "calendarTitle" | "calendarDescription" | "calendarStart" | "calendarEnd" | "recurrence";
  message: string;
};

// 001 §5 "Calendar item", in the order the form checks them, each with its field (the form
// shows each next to its field, issue #21).
export function calendarItemIssues(
  draft: CalendarItemDraft,
  now: Date,
  timeZone: string,
): CalendarItemIssue[] {
  const issues: CalendarItemIssue[] = [];
  const add = (field: CalendarItemIssue["field"], message: string) =>
    issues.push({ field, message });
  if (!draft.calendarTitle.trim()) add("calendarTitle", MESSAGES.completeAllFields);
  if (!draft.calendarDescription.trim()) add("calendarDescription", MESSAGES.completeAllFields);
  const start = draft.calendarStart;
  if (!start || !draft.calendarDuration || draft.calendarDuration <= 0) {
    add("calendarStart", MESSAGES.selectStartAndDuration);
  }
  const end = draft.calendarEnd;
  if (draft.isRecurring && (!end || (start && end.getTime() < start.getTime()))) {
    add("calendarEnd", MESSAGES.endAfterStart);
  }
  if (draft.isRecurring && !draft.recurrenceTime)
    add("recurrence", MESSAGES.selectRecurrenceOption);
  if (start && start.getTime() > oneYearAfter(now, timeZone).getTime()) {
    add("calendarStart", MESSAGES.eventDateTooFar);
  }
  if (start && draft.isRecurring && end && end.getTime() >= start.getTime()) {
    if (end.getTime() > endDateLimit(oneYearAfter(start, timeZone), timeZone)) {
      add("calendarEnd", MESSAGES.recurrenceEndTooFar);
    }
  }
  return issues;
}

// 001 §5 "Calendar item": the first message in the form's order; null when valid.
export const calendarItemError = (
  draft: CalendarItemDraft,
  now: Date,
  timeZone: string,
): string | null => calendarItemIssues(draft, now, timeZone)[0]?.message ?? null;
