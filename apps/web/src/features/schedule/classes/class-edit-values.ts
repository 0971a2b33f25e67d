import type { StudioClass, UpdateClassRequest } from "@studiodesk/core/contracts/classes";
import { splitWallClock } from "@studiodesk/core/rules/wall-clock";
import {
  type AdditionalSettingsValues,
  type AgeLimitValues,
  type AttendeeLimitValues,
  ageItemOf,
  differingFields,
  type EventButtonValues,
  type EventInfoValues,
  eventStartOf,
  hoursMinutesOf,
  type LocationValues,
  locationOf,
  numberOrNull,
  type RegistrationWindowValues,
  registrationWindowOf,
  type StartValues,
  secondsOf,
  trimmedOrNull,
} from "../components/event-fields/event-field-values";

// The class view's tabs edit the event form's field groups (their values keep the event
// names: eventTitle is the class title, eventLeaders its leaders) plus the class's switches.
export type ClassEditValues = EventInfoValues &
  StartValues &
  LocationValues &
  RegistrationWindowValues &
  AttendeeLimitValues &
  AgeLimitValues &
  EventButtonValues &
  AdditionalSettingsValues & {
    isPrivate: boolean;
    isOnCalendar: boolean;
    requiredDocuments: boolean;
  };

export function classEditValues(studioClass: StudioClass, timeZone: string): ClassEditValues {
  const start = splitWallClock(new Date(studioClass.classStart), timeZone);
  const duration = hoursMinutesOf(studioClass.classDuration);
  const opens = hoursMinutesOf(studioClass.registrationStartDuration);
  const closes = hoursMinutesOf(studioClass.registrationCloseDuration);
  return {
    eventTitle: studioClass.classTitle,
    eventDescription: studioClass.classDescription,
    startDate: start.date,
    startTime: start.time,
    durationHours: duration.hours,
    durationMinutes: duration.minutes,
    locationTitle: studioClass.location?.title ?? "",
    locationDescription: studioClass.location?.description ?? "",
    registrationStartHours: opens.hours,
    registrationStartMinutes: opens.minutes,
    registrationCloseHours: closes.hours,
    registrationCloseMinutes: closes.minutes,
    hasMaxUsers: studioClass.classMaxUsers !== null,
    eventMaxUsers: studioClass.classMaxUsers ?? 1,
    hasAgeLimit: studioClass.ageItem !== null,
    startAge: studioClass.ageItem?.startAge ?? "",
    endAge: studioClass.ageItem?.endAge ?? "",
    isAgeEnforced: studioClass.ageItem?.enforced ?? false,
    eventButtonTitle: studioClass.customButtonTitle ?? "",
    eventButtonLink: studioClass.customButtonLink ?? "",
    eventLeaders: studioClass.classLeaders,
    showOnWebsite: studioClass.showOnWebsite,
    calendarHex: studioClass.calendarHex,
    eventPolicy: studioClass.classPolicy ?? "",
    isPrivate: studioClass.isPrivate,
    isOnCalendar: studioClass.isOnCalendar,
    requiredDocuments: studioClass.requiredDocuments,
  };
}

// The values in the shape of the update payload (001 §7 "Update class payload").
function toPayloadFields(values: ClassEditValues, timeZone: string) {
  const start = eventStartOf(values, timeZone);
  return {
    classTitle: values.eventTitle.trim(),
    classDescription: values.eventDescription.trim(),
    classStart: start ? start.toISOString() : "",
    classDuration: secondsOf(values.durationHours, values.durationMinutes) ?? 0,
    location: locationOf(values),
    customButtonTitle: trimmedOrNull(values.eventButtonTitle),
    customButtonLink: trimmedOrNull(values.eventButtonLink),
    classMaxUsers: values.hasMaxUsers ? numberOrNull(values.eventMaxUsers) : null,
    ...registrationWindowOf(values),
    ageItem: ageItemOf(values),
    isPrivate: values.isPrivate,
    isOnCalendar: values.isOnCalendar,
    requiredDocuments: values.requiredDocuments,
    showOnWebsite: values.showOnWebsite,
    classLeaders: values.eventLeaders,
    calendarHex: values.calendarHex.trim(),
    classPolicy: trimmedOrNull(values.eventPolicy),
  } satisfies UpdateClassRequest;
}

// Every tab's changes, sent as one update (001 §4); only the fields that differ.
export const changedClassFields = (
  loaded: ClassEditValues,
  edited: ClassEditValues,
  timeZone: string,
): UpdateClassRequest =>
  differingFields(toPayloadFields(loaded, timeZone), toPayloadFields(edited, timeZone));
