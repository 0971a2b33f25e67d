import { MESSAGES } from "@studiodesk/core/messages";
import {
  MAX_AGE,
  MAX_MAX_USERS,
  MIN_MAX_USERS,
  MIN_START_AGE,
} from "@studiodesk/core/rules/events";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { numberRangeIssue } from "@studiodesk/core/rules/number-range";
import type { AgeLimitValues, AttendeeLimitValues } from "./event-field-values";

// The words of core maxUsersIssue and ageIssue, which keep Save & Publish (and Update) from
// sending them; the fields say them under themselves for a number typed past a limit.
export const MAX_USERS_MESSAGES = {
  belowMin: MESSAGES.maxUsersMinimum,
  aboveMax: MESSAGES.maxUsersMaximum,
};
export const START_AGE_MESSAGES = {
  belowMin: MESSAGES.startAgeMinimum,
  aboveMax: MESSAGES.ageMaximum,
};
export const END_AGE_MESSAGES = {
  belowMin: MESSAGES.endAgeBelowStartAge,
  aboveMax: MESSAGES.ageMaximum,
};

// The fields' labels, which the "To publish" box names too.
export const MAX_USERS_LABEL = "Max Users";
export const START_AGE_LABEL = "Start Age";
export const END_AGE_LABEL = "End Age";

// The lowest End Age the field takes: the start age once one is typed.
export const endAgeMinimum = (startAge: number | string): number =>
  Number(startAge) || MIN_START_AGE;

// What a limit field shows under itself now: its label and its message.
export type FieldNote = { label: string; message: string };

// The messages the Max Users, Start Age and End Age fields show under themselves for the
// numbers they hold (the same rule and words as AttendeeLimitFields and AgeLimitFields).
export function limitFieldNotes(values: AttendeeLimitValues & AgeLimitValues): FieldNote[] {
  const notes: { label: string; message: string | null }[] = [
    {
      label: MAX_USERS_LABEL,
      message: values.hasMaxUsers
        ? numberRangeIssue(
            values.eventMaxUsers,
            { min: MIN_MAX_USERS, max: MAX_MAX_USERS },
            MAX_USERS_MESSAGES,
          )
        : null,
    },
    {
      label: START_AGE_LABEL,
      message: values.hasAgeLimit
        ? numberRangeIssue(
            values.startAge,
            { min: MIN_START_AGE, max: MAX_AGE },
            START_AGE_MESSAGES,
          )
        : null,
    },
    {
      label: END_AGE_LABEL,
      message: values.hasAgeLimit
        ? numberRangeIssue(
            values.endAge,
            { min: endAgeMinimum(values.startAge), max: MAX_AGE },
            END_AGE_MESSAGES,
          )
        : null,
    },
  ];
  return notes.flatMap(({ label, message }) => (message ? [{ label, message }] : []));
}

// The "To publish" box lists what still blocks publishing, each once: a sentence a field
// already shows under itself is not written again above it; the box names the field instead
// ('Check Max Users below.'). A rule no field shows (Max Users or Start Age left empty, a
// registration window that never opens) keeps its own words.
export function publishBoxIssues<Issue extends { message: string }>(
  issues: Issue[],
  notes: FieldNote[],
): Issue[] {
  return issues.map((issue) => {
    const labels = notes.filter((note) => note.message === issue.message).map((note) => note.label);
    if (labels.length === 0) return issue;
    return {
      ...issue,
      message: fillMessage(MESSAGES.checkFieldBelow, { field: labels.join(" and ") }),
    };
  });
}
