import { MESSAGES } from "../messages";
import { fillMessage } from "./fill-message";

// A number field's limits; either may be absent (no limit on that side).
export type NumberRange = { min?: number; max?: number };

// The field's own words for each side, when it has them ('Please enter ages of at most 150.',
// 'Please enter from 1 to 100 tickets.' for both); otherwise the generic numberAtLeast and
// numberAtMost name the limit.
export type NumberRangeMessages = { belowMin?: string; aboveMax?: string };

// A limit as the messages write it, with the thousands separator ("10,000").
export const formatLimit = (limit: number) => limit.toLocaleString("en-US");

// What a field holds: a number, or the text Mantine's NumberInput answers ("" while empty,
// "12." mid-typing).
export type TypedNumber = number | string | null | undefined;

// The number a field holds, or null while it is empty or unreadable (whether an empty field
// may be saved is its form's own rule).
export function typedNumberOf(value: TypedNumber): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

// Why a typed number cannot be saved, or null when it lies within its range. The number is
// never changed to the nearest limit: a silent 100 for a typed 150 saves what nobody typed.
export function numberRangeIssue(
  value: TypedNumber,
  range: NumberRange,
  messages: NumberRangeMessages = {},
): string | null {
  const number = typedNumberOf(value);
  if (number === null) return null;
  if (range.min !== undefined && number < range.min) {
    return messages.belowMin ?? numberAtLeastMessage(range.min);
  }
  if (range.max !== undefined && number > range.max) {
    return messages.aboveMax ?? numberAtMostMessage(range.max);
  }
  return null;
}

// The generic words for a limit, which the API's readable errors say too (one wording for
// the same rule, whether the form or the server refuses the number).
export const numberAtLeastMessage = (min: number): string =>
  min === 0
    ? MESSAGES.numberNotNegative
    : fillMessage(MESSAGES.numberAtLeast, { min: formatLimit(min) });

export const numberAtMostMessage = (max: number): string =>
  fillMessage(MESSAGES.numberAtMost, { max: formatLimit(max) });

// A limit the number may not equal (the API's `positive()`, `lt()`).
export const numberAboveMessage = (min: number): string =>
  fillMessage(MESSAGES.numberAbove, { min: formatLimit(min) });

export const numberBelowMessage = (max: number): string =>
  fillMessage(MESSAGES.numberBelow, { max: formatLimit(max) });

// One text naming the whole range for both sides ('Please enter a placement from 1 to 10.').
export const rangeMessage = (message: string): NumberRangeMessages => ({
  belowMin: message,
  aboveMax: message,
});
