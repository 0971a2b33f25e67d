import { type EventIssue, registrationCardIssues } from "@studiodesk/core/rules/events";
import {
  type AgeLimitValues,
  type AttendeeLimitValues,
  ageItemOf,
  draftMaxUsersOf,
  type RegistrationWindowValues,
  registrationWindowOf,
} from "./event-field-values";

type RegistrationCardValues = RegistrationWindowValues & AttendeeLimitValues & AgeLimitValues;

const NO_WINDOW = { registrationStartDuration: null, registrationCloseDuration: null };

// Whether the edit changes the registration window from the saved one.
function touchesWindow(loaded: RegistrationWindowValues, edited: RegistrationWindowValues) {
  const before = registrationWindowOf(loaded);
  const after = registrationWindowOf(edited);
  return (
    before.registrationStartDuration !== after.registrationStartDuration ||
    before.registrationCloseDuration !== after.registrationCloseDuration
  );
}

// 001 §5 the Registration card of an event or class view, by core's rule as the server checks
// an update (registrationCardIssues): the window only once it changes, so one saved before the
// rule does not block other edits; Max Users (`maxUsersField`) and the age limit as edited.
export function registrationEditIssues(
  loaded: RegistrationWindowValues,
  edited: RegistrationCardValues,
  maxUsersField: string,
): EventIssue[] {
  const window = touchesWindow(loaded, edited) ? registrationWindowOf(edited) : NO_WINDOW;
  return registrationCardIssues(
    { ...window, ageItem: ageItemOf(edited) },
    maxUsersField,
    draftMaxUsersOf(edited),
  );
}

// What Registration Closes shows under itself: the window's issue, the field core names it on.
export function registrationWindowError(
  loaded: RegistrationWindowValues,
  edited: RegistrationCardValues,
): string | null {
  const issues = registrationEditIssues(loaded, edited, "maxUsers");
  return issues.find((issue) => issue.field === "registrationCloseDuration")?.message ?? null;
}
