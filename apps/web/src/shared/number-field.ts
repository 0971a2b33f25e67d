import {
  type NumberRange,
  type NumberRangeMessages,
  numberRangeIssue,
  type TypedNumber,
} from "@studiodesk/core/rules/number-range";
import type { ReactNode } from "react";

export type NumberFieldLimits = NumberRange & {
  value?: TypedNumber;
  // The field's own words for a number past a limit (core number-range).
  rangeMessages?: NumberRangeMessages;
  // The form's message for the field (a required field left empty, a server refusal).
  error?: ReactNode;
};

// What every number field of the dashboard passes to Mantine's NumberInput: a number typed
// past its min or max stays as typed (Mantine's default snaps it to the limit on blur, and
// "strict" drops the keystroke, both in silence) and the field says why under it. The
// limit's message comes first: it is about what is in the field now. The steppers (+/-)
// still stop at the limits.
export function numberFieldProps({ value, min, max, rangeMessages, error }: NumberFieldLimits): {
  clampBehavior: "none";
  error: ReactNode;
} {
  const issue = numberRangeIssue(value, { min, max }, rangeMessages);
  return { clampBehavior: "none", error: issue ?? error };
}
