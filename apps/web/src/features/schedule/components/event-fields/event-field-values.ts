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

// A saved event in the inputs' shape (the event view's starting values).
export function eventFieldValues(event: ScheduleEvent, timeZone: string): EventFieldValues {
  const start = splitWallClock(new Date(event.eventStart), timeZone);
  const duration = hoursMinutesOf(event.eventDuration);
  const opens = hoursMinutesOf(event.registrationStartDuration);
  const closes = hoursMinutesOf(event.registrationCloseDuration);
  return {
    eventTitle: event.eventTitle,
    eventDescription: event.eventDescription,
    startDate: start.date,
    startTime: start.time,
    durationHours: duration.hours,
    durationMinutes: duration.minutes,
    locationTitle: event.location?.title ?? "",
    locationDescription: event.location?.description ?? "",
    isLimited: event.price?.quantity !== null && event.price?.quantity !== undefined,
    quantity: event.price?.quantity ?? 0,
    isPrepaidOption: event.isPrepaidOption,
    eventButtonTitle: event.eventButtonTitle ?? "",
    eventButtonLink: event.eventButtonLink ?? "",
    registrationStartHours: opens.hours,
    registrationStartMinutes: opens.minutes,
    registrationCloseHours: closes.hours,
    registrationCloseMinutes: closes.minutes,
    hasMaxUsers: event.eventMaxUsers !== null,
    eventMaxUsers: event.eventMaxUsers ?? 1,
    hasAgeLimit: event.ageItem !== null,
    startAge: event.ageItem?.startAge ?? "",
    endAge: event.ageItem?.endAge ?? "",
    isAgeEnforced: event.ageItem?.enforced ?? false,
    showOnWebsite: event.showOnWebsite,
    eventLeaders: event.eventLeaders,
    calendarHex: event.calendarHex ?? "",
    eventPolicy: event.eventPolicy ?? "",
  };
}
