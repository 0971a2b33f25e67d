import type { AgeItem, Location, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { hoursMinutesToSeconds, secondsToHoursMinutes } from "@studiodesk/core/rules/events";
import { splitWallClock } from "@studiodesk/core/rules/wall-clock";
import { inputsToInstant } from "../../schedule-format";

// The field groups of an event, as the inputs hold them (strings for masked fields, "" for an
// empty number). The New Event wizard and the event view's cards edit the same groups.

// A group's fields take its values and report changes as a partial update.
export type FieldsProps<Values> = {
  values: Values;
  set: (changes: Partial<Values>) => void;
};

export type EventInfoValues = { eventTitle: string; eventDescription: string };

export type StartValues = Record<
  "startDate" | "startTime" | "durationHours" | "durationMinutes",
  string
>;

export type LocationValues = { locationTitle: string; locationDescription: string };

// Each window as the hours and minutes inputs hold it.
export type RegistrationWindowValues = Record<
  `registration${"Start" | "Close"}${"Hours" | "Minutes"}`,
  string
>;

export type AttendeeLimitValues = { hasMaxUsers: boolean; eventMaxUsers: number | string };

export type AgeLimitValues = {
  hasAgeLimit: boolean;
  startAge: number | string;
  endAge: number | string;
  isAgeEnforced: boolean;
};

export type TicketValues = {
  isLimited: boolean;
  quantity: number | string;
  isPrepaidOption: boolean;
};

export type EventButtonValues = { eventButtonTitle: string; eventButtonLink: string };

export type AdditionalSettingsValues = {
  eventLeaders: string[];
  showOnWebsite: boolean;
  calendarHex: string;
  eventPolicy: string;
};

// Every group the wizard and the event view both edit.
export type EventFieldValues = EventInfoValues &
  StartValues &
  LocationValues &
  RegistrationWindowValues &
  AttendeeLimitValues &
  AgeLimitValues &
  TicketValues &
  EventButtonValues &
  AdditionalSettingsValues;

// A new event's or calendar item's title and start, before anything is typed.
export const EMPTY_INFO_AND_START: EventInfoValues & StartValues = {
  eventTitle: "",
  eventDescription: "",
  startDate: "",
  startTime: "",
  durationHours: "",
  durationMinutes: "",
};

// A new event's or class's registration, attendee and age limits: none.
export const EMPTY_LIMITS: RegistrationWindowValues & AttendeeLimitValues & AgeLimitValues = {
  registrationStartHours: "",
  registrationStartMinutes: "",
  registrationCloseHours: "",
  registrationCloseMinutes: "",
  hasMaxUsers: false,
  eventMaxUsers: 1,
  hasAgeLimit: false,
  startAge: "",
  endAge: "",
  isAgeEnforced: false,
};

export const numberOrNull = (value: number | string): number | null =>
  value === "" || Number.isNaN(Number(value)) ? null : Number(value);

export const trimmedOrNull = (value: string): string | null => value.trim() || null;

export const secondsOf = (hours: string, minutes: string): number | null =>
  hoursMinutesToSeconds(Number(hours), Number(minutes));

// A duration as the hours and minutes inputs show it; none shows empty inputs.
export function hoursMinutesOf(seconds: number | null) {
  const { hours, minutes } = secondsToHoursMinutes(seconds);
  return seconds ? { hours: String(hours), minutes: String(minutes) } : { hours: "", minutes: "" };
}

// A saved start and duration in the start fields' shape, on the organization's wall clock.
export function savedStartValues(
  start: string,
  durationSeconds: number | null,
  timeZone: string,
): StartValues {
  const wallClock = splitWallClock(new Date(start), timeZone);
  const duration = hoursMinutesOf(durationSeconds);
  return {
    startDate: wallClock.date,
    startTime: wallClock.time,
    durationHours: duration.hours,
    durationMinutes: duration.minutes,
  };
}

export const eventStartOf = (values: StartValues, timeZone: string): Date | null =>
  inputsToInstant(values.startDate, values.startTime, timeZone);

export function locationOf(values: LocationValues): Location | null {
  const location = {
    title: values.locationTitle.trim(),
    description: values.locationDescription.trim(),
  };
  return location.title || location.description ? location : null;
}

export function ageItemOf(values: AgeLimitValues): AgeItem | null {
  if (!values.hasAgeLimit) return null;
  return {
    startAge: Number(values.startAge),
    endAge: numberOrNull(values.endAge),
    enforced: values.isAgeEnforced,
  };
}

// The limits as core's new-event and new-class checks read them: a switched-on attendee limit
// left blank is 0 and a blank start age null, so the checks answer with their messages.
export const draftMaxUsersOf = (values: AttendeeLimitValues): number | null =>
  values.hasMaxUsers ? (numberOrNull(values.eventMaxUsers) ?? 0) : null;

// Likewise a Limited ticket quantity left blank is NaN (0 is a valid Tickets Left), never the
// null of Unlimited.
export const draftQuantityOf = (values: Pick<TicketValues, "isLimited" | "quantity">) =>
  values.isLimited ? (numberOrNull(values.quantity) ?? Number.NaN) : null;

export const draftAgeRangeOf = (values: AgeLimitValues) =>
  values.hasAgeLimit
    ? { startAge: numberOrNull(values.startAge), endAge: numberOrNull(values.endAge) }
    : null;

// 001 §5: each window is a time before the event starts.
export function registrationWindowOf(values: RegistrationWindowValues) {
  return {
    registrationStartDuration: secondsOf(
      values.registrationStartHours,
      values.registrationStartMinutes,
    ),
    registrationCloseDuration: secondsOf(
      values.registrationCloseHours,
      values.registrationCloseMinutes,
    ),
  };
}

// The payload fields a new event and an edited one fill the same way (001 §7).
export function commonPayloadFields(values: EventFieldValues) {
  return {
    eventTitle: values.eventTitle.trim(),
    eventDescription: values.eventDescription.trim(),
    location: locationOf(values),
    ageItem: ageItemOf(values),
    eventPolicy: trimmedOrNull(values.eventPolicy),
    isPrepaidOption: values.isPrepaidOption,
    showOnWebsite: values.showOnWebsite,
    ...registrationWindowOf(values),
  };
}

// 001 §4 "Update buttons: enabled only when a card reports a difference from loaded data":
// the payload fields whose values differ, compared field by field.
export function differingFields<Fields extends object>(before: Fields, after: Fields) {
  const changes: Partial<Fields> = {};
  for (const key of Object.keys(after) as Array<keyof Fields>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}

// What a saved event and a saved class share, in the inputs' shape: the start (the
// organization's wall clock), the duration, the registration windows and the limits.
type SavedSchedule = {
  start: string;
  durationSeconds: number | null;
  registrationStartDuration: number | null;
  registrationCloseDuration: number | null;
  maxUsers: number | null;
  ageItem: AgeItem | null;
};

export function savedScheduleValues(
  saved: SavedSchedule,
  timeZone: string,
): StartValues & RegistrationWindowValues & AttendeeLimitValues & AgeLimitValues {
  const opens = hoursMinutesOf(saved.registrationStartDuration);
  const closes = hoursMinutesOf(saved.registrationCloseDuration);
  return {
    ...savedStartValues(saved.start, saved.durationSeconds, timeZone),
    registrationStartHours: opens.hours,
    registrationStartMinutes: opens.minutes,
    registrationCloseHours: closes.hours,
    registrationCloseMinutes: closes.minutes,
    hasMaxUsers: saved.maxUsers !== null,
    eventMaxUsers: saved.maxUsers ?? 1,
    hasAgeLimit: saved.ageItem !== null,
    startAge: saved.ageItem?.startAge ?? "",
    endAge: saved.ageItem?.endAge ?? "",
    isAgeEnforced: saved.ageItem?.enforced ?? false,
  };
}

// A saved event in the inputs' shape (the event view's starting values).
export function eventFieldValues(event: ScheduleEvent, timeZone: string): EventFieldValues {
  return {
    ...savedScheduleValues(
      {
        start: event.eventStart,
        durationSeconds: event.eventDuration,
        registrationStartDuration: event.registrationStartDuration,
        registrationCloseDuration: event.registrationCloseDuration,
        maxUsers: event.eventMaxUsers,
        ageItem: event.ageItem,
      },
      timeZone,
    ),
    eventTitle: event.eventTitle,
    eventDescription: event.eventDescription,
    locationTitle: event.location?.title ?? "",
    locationDescription: event.location?.description ?? "",
    isLimited: event.price?.quantity !== null && event.price?.quantity !== undefined,
    quantity: event.price?.quantity ?? 0,
    isPrepaidOption: event.isPrepaidOption,
    eventButtonTitle: event.eventButtonTitle ?? "",
    eventButtonLink: event.eventButtonLink ?? "",
    showOnWebsite: event.showOnWebsite,
    eventLeaders: event.eventLeaders,
    calendarHex: event.calendarHex ?? "",
    eventPolicy: event.eventPolicy ?? "",
  };
}
