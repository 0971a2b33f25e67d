import type { EventChanges, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { hoursMinutesToSeconds, secondsToHoursMinutes } from "@studiodesk/core/rules/events";
import { splitWallClock } from "@studiodesk/core/rules/wall-clock";
import { inputsToInstant } from "../../schedule-format";

// What the event view's cards edit (001 §7 "Update event payload"), as the inputs hold it.
export type EventEditValues = {
  eventTitle: string;
  eventDescription: string;
  startDate: string;
  startTime: string;
  durationHours: string;
  durationMinutes: string;
  locationTitle: string;
  locationDescription: string;
  isLimited: boolean;
  quantity: number | string;
  isPrepaidOption: boolean;
  eventButtonTitle: string;
  eventButtonLink: string;
  registrationStartHours: string;
  registrationStartMinutes: string;
  registrationCloseHours: string;
  registrationCloseMinutes: string;
  hasMaxUsers: boolean;
  eventMaxUsers: number | string;
  hasAgeLimit: boolean;
  startAge: number | string;
  endAge: number | string;
  isAgeEnforced: boolean;
  showOnWebsite: boolean;
  eventLeaders: string[];
  calendarHex: string;
  eventPolicy: string;
};

const hm = (seconds: number | null) => {
  const { hours, minutes } = secondsToHoursMinutes(seconds);
  return seconds ? { hours: String(hours), minutes: String(minutes) } : { hours: "", minutes: "" };
};

export function toEditValues(event: ScheduleEvent, timeZone: string): EventEditValues {
  const start = splitWallClock(new Date(event.eventStart), timeZone);
  const duration = hm(event.eventDuration);
  const opens = hm(event.registrationStartDuration);
  const closes = hm(event.registrationCloseDuration);
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

const orNull = (value: string) => value.trim() || null;
const numberOrNull = (value: number | string) => (value === "" ? null : Number(value));

// The values in the shape of the update payload, so two states compare field by field.
function toPayloadFields(values: EventEditValues, timeZone: string): Required<EventChanges> {
  const start = inputsToInstant(values.startDate, values.startTime, timeZone);
  const location = {
    title: values.locationTitle.trim(),
    description: values.locationDescription.trim(),
  };
  return {
    eventTitle: values.eventTitle.trim(),
    eventDescription: values.eventDescription.trim(),
    eventStart: start ? start.toISOString() : "",
    eventDuration:
      hoursMinutesToSeconds(Number(values.durationHours), Number(values.durationMinutes)) ?? 0,
    location: location.title || location.description ? location : null,
    price: { quantity: values.isLimited ? numberOrNull(values.quantity) : null },
    eventButtonTitle: orNull(values.eventButtonTitle),
    eventButtonLink: orNull(values.eventButtonLink),
    isPrepaidOption: values.isPrepaidOption,
    eventMaxUsers: values.hasMaxUsers ? numberOrNull(values.eventMaxUsers) : null,
    registrationStartDuration: hoursMinutesToSeconds(
      Number(values.registrationStartHours),
      Number(values.registrationStartMinutes),
    ),
    registrationCloseDuration: hoursMinutesToSeconds(
      Number(values.registrationCloseHours),
      Number(values.registrationCloseMinutes),
    ),
    ageItem: values.hasAgeLimit
      ? {
          startAge: Number(values.startAge),
          endAge: numberOrNull(values.endAge),
          enforced: values.isAgeEnforced,
        }
      : null,
    showOnWebsite: values.showOnWebsite,
    eventLeaders: values.eventLeaders,
    calendarHex: orNull(values.calendarHex),
    eventPolicy: orNull(values.eventPolicy),
  };
}

// 001 §4 "Update buttons: enabled only when a card reports a difference from loaded data":
// only the fields that differ are sent.
export function changedFields(
  loaded: EventEditValues,
  edited: EventEditValues,
  timeZone: string,
): EventChanges {
  const before = toPayloadFields(loaded, timeZone);
  const after = toPayloadFields(edited, timeZone);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof EventChanges>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as EventChanges;
}
