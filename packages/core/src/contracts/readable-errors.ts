import { z } from "zod";
import { MESSAGES } from "../messages";
import {
  formatLimit,
  numberAboveMessage,
  numberAtLeastMessage,
  numberAtMostMessage,
  numberBelowMessage,
} from "../rules/number-range";

// The words a 400 says when a contract gives no message of its own. Zod's defaults are written
// for developers ("Too big: expected number to be <=100000000", "Invalid input: expected
// object, received undefined"), and the dashboard shows a refusal's message as it comes
// (000 §8 "the returned message"). A contract's own message always wins: Zod asks this map
// only for checks without one. The server installs it at start (app.ts).
export const readableZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? "This field is required."
        : (EXPECTED_TYPE[issue.expected] ?? "This value is not valid.");
    case "too_big":
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case "too_small":
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case "invalid_format":
      if (issue.format === "email") return MESSAGES.invalidEmail;
      if (issue.format === "url") return "Please enter a valid link.";
      if (issue.format === "date") return MESSAGES.dateInvalid;
      if (issue.format === "datetime") return MESSAGES.dateTimeInvalid;
      return "This value is not valid.";
    case "invalid_value":
      return "Please choose one of the options.";
    case "unrecognized_keys":
      return `This request has fields that are not accepted: ${issue.keys.join(", ")}.`;
    default:
      return "This value is not valid.";
  }
};

// What a value of the wrong type should have been ("12" for a number, 2.5 for a count).
const EXPECTED_TYPE: Partial<Record<string, string>> = {
  number: "Please enter a number.",
  int: "Please enter a whole number.",
  string: "Please enter text.",
  boolean: "This must be true or false.",
  array: "This must be a list.",
};

// For a text schema with an error of its own (`z.string(MESSAGES.x)`): that error answers
// every check without a message, so its length limit names this one itself. The web runs some
// contracts in the browser, where this map is not installed, and says the same.
export const tooManyCharacters = (maximum: number) =>
  `Please use at most ${formatLimit(maximum)} characters.`;

// A number says its limit; the safe-integer bound of every whole number (origin "int", met
// first by 2^53) is no limit anyone chose, so it does not.
function tooBig(origin: string, maximum: number, isInclusive: boolean): string {
  if (origin === "string") return tooManyCharacters(maximum);
  if (origin === "array" || origin === "set") return `Please choose at most ${maximum}.`;
  if (origin === "date") return "This date is too late.";
  if (origin !== "number" || !Number.isFinite(maximum)) return "This number is too large.";
  // The words a web number field says for the same limit (core number-range).
  return isInclusive ? numberAtMostMessage(maximum) : numberBelowMessage(maximum);
}

function tooSmall(origin: string, minimum: number, isInclusive: boolean): string {
  if (origin === "string") {
    return minimum <= 1 ? "This field is required." : `Please use at least ${minimum} characters.`;
  }
  if (origin === "array" || origin === "set") {
    return minimum <= 1 ? "Please choose at least one." : `Please choose at least ${minimum}.`;
  }
  if (origin === "date") return "This date is too early.";
  if (minimum !== 0 && (origin !== "number" || !Number.isFinite(minimum))) {
    return "This number is too small.";
  }
  // The words a web number field says for the same limit (core number-range).
  return isInclusive ? numberAtLeastMessage(minimum) : numberAboveMessage(minimum);
}

// A list's query is typed into an address by callers other than our forms, so its refusals
// name the parameter: the allowed values of a choice, the names of parameters not accepted
// (a misspelt filter must not quietly list everything).
export const queryValueNotAllowed = (name: string, values: readonly unknown[]) =>
  `${name} must be one of: ${values.join(", ")}.`;

export const unknownQueryParameters = (names: readonly string[]) =>
  `This address has parameters that are not accepted: ${names.join(", ")}.`;

export function installReadableZodErrors(): void {
  z.config({ customError: readableZodError });
}
