import type { Account } from "@studiodesk/core/contracts/account";
import type { CreateEventRequest } from "@studiodesk/core/contracts/schedule";
import {
  dollarsToCents,
  type EventDraft,
  type EventIssue,
  newEventIssues,
  skippedStartIssue,
} from "@studiodesk/core/rules/events";
import type { RecurrenceOption, Weekday } from "@studiodesk/core/rules/recurrence";
import { endOfDay } from "../../schedule-format";
import {
  commonPayloadFields,
  draftAgeRangeOf,
  draftMaxUsersOf,
  draftQuantityOf,
  EMPTY_INFO_AND_START,
  EMPTY_LIMITS,
  type EventFieldValues,
  eventStartOf,
  registrationWindowOf,
  secondsOf,
  trimmedOrNull,
} from "../event-fields/event-field-values";

// Everything the New Event wizard edits: the event's field groups and the wizard's own.
export type EventFormValues = EventFieldValues & {
  image: File | null;
  isRecurring: boolean;
  recurrenceTime: RecurrenceOption | null;
  recurrenceDays: Weekday[];
  endDate: string;
  isFree: boolean;
  priceDollars: number | string;
  oneTimePurchase: boolean;
  hasCustomButton: boolean;
  requiredDocuments: boolean;
  hasLeaders: boolean;
  isOnCalendar: boolean;
  isPrivate: boolean;
  isFeatured: boolean;
};

// 001 §9 Defaults both wizards start from: nothing typed, no limits; prepaid option, show on
// website, required documents and on calendar on; private and featured off; the leader
// section on; `calendarHex`, the account's event colour unless the caller names another (the
// class colour). Show on website is on even while the website is inactive (its switch is
// hidden then, 001 §6), so the item appears once the website is switched on.
export function wizardDefaults(
  account: Account,
  calendarHex: string = account.calendarColors.eventColor,
) {
  return {
    image: null,
    ...EMPTY_INFO_AND_START,
    recurrenceTime: null,
    recurrenceDays: [],
    endDate: "",
    locationTitle: "",
    locationDescription: "",
    oneTimePurchase: false,
    priceDollars: "",
    isPrepaidOption: true,
    hasCustomButton: false,
    eventButtonTitle: "",
    eventButtonLink: "",
    ...EMPTY_LIMITS,
    requiredDocuments: true,
    hasLeaders: true,
    eventLeaders: [],
    showOnWebsite: true,
    isOnCalendar: true,
    isPrivate: false,
    isFeatured: false,
    calendarHex: calendarHex.toLowerCase(),
    eventPolicy: "",
  } satisfies Partial<EventFormValues>;
}

// An event starts without recurrence, priced, with unlimited tickets.
export const initialEventValues = (account: Account): EventFormValues => ({
  ...wizardDefaults(account),
  isRecurring: false,
  isFree: false,
  isLimited: false,
  quantity: 1,
});

export const isPaid = (values: EventFormValues, isPaymentActive: boolean) =>
  isPaymentActive && !values.isFree;

// 001 §4 Custom button: its title and link count only while its switch is on, and a paid
// price hides the link (a link keeps the item free).
export function wizardButtonOf(
  values: Pick<EventFormValues, "hasCustomButton" | "eventButtonTitle" | "eventButtonLink">,
  isPaid: boolean,
) {
  if (!values.hasCustomButton) return { title: null, link: null };
  return {
    title: trimmedOrNull(values.eventButtonTitle),
    link: isPaid ? null : trimmedOrNull(values.eventButtonLink),
  };
}

function priceOf(values: EventFormValues, isPaymentActive: boolean) {
  if (!isPaymentActive) return null;
  return {
    // 001 §4: the free switch sets the amount to 0.
    amount: values.isFree ? 0 : dollarsToCents(Number(values.priceDollars)),
    quantity: draftQuantityOf(values),
    oneTimePurchase: values.isRecurring && values.oneTimePurchase,
  };
}

export function toEventDraft(
  values: EventFormValues,
  timeZone: string,
  isPaymentActive: boolean,
): EventDraft {
  const price = priceOf(values, isPaymentActive);
  return {
    eventTitle: values.eventTitle,
    eventDescription: values.eventDescription,
    hasImage: values.image !== null,
    eventStart: eventStartOf(values, timeZone),
    eventDuration: secondsOf(values.durationHours, values.durationMinutes),
    recurrence: values.isRecurring ? { recurrenceTime: values.recurrenceTime } : null,
    eventEnd: values.isRecurring ? endOfDay(values.endDate, timeZone) : null,
    price: price ? { ...price, isFree: values.isFree } : null,
    eventMaxUsers: draftMaxUsersOf(values),
    ageItem: draftAgeRangeOf(values),
    ...registrationWindowOf(values),
  };
}

export function eventFormIssues(
  values: EventFormValues,
  timeZone: string,
  isPaymentActive: boolean,
  currency: string,
): EventIssue[] {
  const draft = toEventDraft(values, timeZone, isPaymentActive);
  const skipped = skippedStartIssue(values.startDate, values.startTime, timeZone);
  return [
    ...(skipped ? [{ section: "details" as const, field: "eventStart", message: skipped }] : []),
    ...newEventIssues(draft, new Date(), timeZone, currency),
  ];
}

// 001 §7 "New event payload". Only called once the draft has no issues.
export function toCreateEventPayload(
  values: EventFormValues,
  timeZone: string,
  isPaymentActive: boolean,
  classId: string | null,
): CreateEventRequest {
  const draft = toEventDraft(values, timeZone, isPaymentActive);
  const button = wizardButtonOf(values, isPaid(values, isPaymentActive));
  return {
    ...commonPayloadFields(values),
    eventStart: (draft.eventStart as Date).toISOString(),
    eventDuration: draft.eventDuration as number,
    calendarHex: values.calendarHex.toLowerCase(),
    requiredDocuments: values.requiredDocuments,
    classId,
    recurrence:
      values.isRecurring && values.recurrenceTime
        ? { recurrenceTime: values.recurrenceTime, recurrenceDays: values.recurrenceDays }
        : null,
    eventEnd: draft.eventEnd ? draft.eventEnd.toISOString() : null,
    eventMaxUsers: draft.eventMaxUsers,
    price: priceOf(values, isPaymentActive),
    eventButtonLink: button.link,
    eventButtonTitle: button.title,
    eventLeaders: values.hasLeaders ? values.eventLeaders : [],
    isFeatured: values.isFeatured,
    isPrivate: values.isPrivate,
    isOnCalendar: values.isOnCalendar,
  };
}
