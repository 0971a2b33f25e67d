import type { StudioClass, UpdateClassRequest } from "@studiodesk/core/contracts/classes";
import { type ClassIssue, classDetailIssues } from "@studiodesk/core/rules/classes";
import { skippedStartIssue } from "@studiodesk/core/rules/events";
import { usesWeekdays } from "@studiodesk/core/rules/recurrence";
import { splitWallClock } from "@studiodesk/core/rules/wall-clock";
import {
  type AdditionalSettingsValues,
  type AgeLimitValues,
  type AttendeeLimitValues,
  ageItemOf,
  differingFields,
  draftMaxUsersOf,
  type EventButtonValues,
  type EventInfoValues,
  eventStartOf,
  type LocationValues,
  locationOf,
  type RegistrationWindowValues,
  registrationWindowOf,
  type StartValues,
  savedScheduleValues,
  secondsOf,
  trimmedOrNull,
} from "../components/event-fields/event-field-values";
import { registrationEditIssues } from "../components/event-fields/registration-edit-issues";
import type { RecurrenceValues } from "../components/RecurrenceFields";
import { endOfDay } from "../schedule-format";

// The class view's tabs edit the event form's field groups (their values keep the event
// names: eventTitle is the class title, eventLeaders its leaders), the recurrence and its end
// date, the category and the class's switches.
export type ClassEditValues = EventInfoValues &
  StartValues &
  RecurrenceValues &
  LocationValues &
  RegistrationWindowValues &
  AttendeeLimitValues &
  AgeLimitValues &
  EventButtonValues &
  AdditionalSettingsValues & {
    categoryId: string | null;
    isPrivate: boolean;
    isLocked: boolean;
    isOnCalendar: boolean;
    requiredDocuments: boolean;
  };

export function classEditValues(studioClass: StudioClass, timeZone: string): ClassEditValues {
  return {
    ...savedScheduleValues(
      {
        start: studioClass.classStart,
        durationSeconds: studioClass.classDuration,
        registrationStartDuration: studioClass.registrationStartDuration,
        registrationCloseDuration: studioClass.registrationCloseDuration,
        maxUsers: studioClass.classMaxUsers,
        ageItem: studioClass.ageItem,
      },
      timeZone,
    ),
    eventTitle: studioClass.classTitle,
    eventDescription: studioClass.classDescription,
    // A class always recurs (001 §5 New class); the end date is the day of its last instant.
    isRecurring: true,
    recurrenceTime: studioClass.recurrence.recurrenceTime,
    recurrenceDays: studioClass.recurrence.recurrenceDays,
    endDate: studioClass.classEnd
      ? splitWallClock(new Date(studioClass.classEnd), timeZone).date
      : "",
    categoryId: studioClass.categoryId,
    locationTitle: studioClass.location?.title ?? "",
    locationDescription: studioClass.location?.description ?? "",
    eventButtonTitle: studioClass.customButtonTitle ?? "",
    eventButtonLink: studioClass.customButtonLink ?? "",
    eventLeaders: studioClass.classLeaders,
    showOnWebsite: studioClass.showOnWebsite,
    calendarHex: studioClass.calendarHex,
    eventPolicy: studioClass.classPolicy ?? "",
    isPrivate: studioClass.isPrivate,
    isLocked: studioClass.isLocked,
    isOnCalendar: studioClass.isOnCalendar,
    requiredDocuments: studioClass.requiredDocuments,
  };
}

// No recurrence picked leaves it out of the payload: the class keeps its own, and
// classEditIssues reports the missing choice before anything is sent.
// Days count only for the options that repeat on weekdays (001 §5).
const recurrenceOf = ({ recurrenceTime, recurrenceDays }: RecurrenceValues) =>
  recurrenceTime
    ? { recurrenceTime, recurrenceDays: usesWeekdays(recurrenceTime) ? recurrenceDays : [] }
    : undefined;

// The values in the shape of the update payload (001 §7 "Update class payload").
function toPayloadFields(values: ClassEditValues, timeZone: string) {
  const start = eventStartOf(values, timeZone);
  return {
    classTitle: values.eventTitle.trim(),
    classDescription: values.eventDescription.trim(),
    classStart: start ? start.toISOString() : "",
    classDuration: secondsOf(values.durationHours, values.durationMinutes) ?? 0,
    classEnd: endOfDay(values.endDate, timeZone)?.toISOString() ?? null,
    recurrence: recurrenceOf(values),
    categoryId: values.categoryId,
    location: locationOf(values),
    customButtonTitle: trimmedOrNull(values.eventButtonTitle),
    customButtonLink: trimmedOrNull(values.eventButtonLink),
    classMaxUsers: draftMaxUsersOf(values),
    ...registrationWindowOf(values),
    ageItem: ageItemOf(values),
    isPrivate: values.isPrivate,
    isLocked: values.isLocked,
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

// The class detail rules (001 §5) on the edited class, as the server checks them: the
// one-year-from-now limit applies to a schedule being changed, not to one kept. Then the
// Registration card's, as the server checks them: Limit Attendees left on with Max Users
// cleared is refused, not saved as "no limit", and so is a changed window that never opens.
export function classEditIssues(
  loaded: ClassEditValues,
  edited: ClassEditValues,
  timeZone: string,
  now: Date,
): ClassIssue[] {
  const changes = changedClassFields(loaded, edited, timeZone);
  const start = eventStartOf(edited, timeZone);
  const touchesSchedule =
    "classStart" in changes || "classEnd" in changes || "recurrence" in changes;
  const details = classDetailIssues(
    {
      classTitle: edited.eventTitle,
      classDescription: edited.eventDescription,
      hasImage: true,
      classStart: start,
      classDuration: secondsOf(edited.durationHours, edited.durationMinutes),
      recurrence: { recurrenceTime: edited.recurrenceTime },
      classEnd: endOfDay(edited.endDate, timeZone),
    },
    touchesSchedule || !start ? now : start,
    timeZone,
  );
  const skipped = skippedStartIssue(edited.startDate, edited.startTime, timeZone);
  const skippedIssues: ClassIssue[] = skipped
    ? [{ section: "details", field: "classStart", message: skipped }]
    : [];
  return [...skippedIssues, ...details, ...registrationEditIssues(loaded, edited, "classMaxUsers")];
}
