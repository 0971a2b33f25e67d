import { MESSAGES } from "@studiodesk/core/messages";
import { findUnstorableText, isNestedTooDeep } from "@studiodesk/core/rules/safe-input";
import { validationError } from "./app-error";

// Refuses a value holding text PostgreSQL cannot store (NUL, a lone surrogate) with a 400
// naming the field; `prefix` says where the value came from (params, query …). A value nested
// deeper than any form sends is a 400 too (a probe; rules/safe-input's MAX_JSON_DEPTH).
export function assertStorableText(value: unknown, prefix?: string): void {
  if (isNestedTooDeep(value)) throw validationError(MESSAGES.invalidRequest);
  const field = findUnstorableText(value);
  if (field === null) return;
  const key = prefix ? `${prefix}.${field}` : field;
  throw validationError(MESSAGES.unstorableCharacters, { [key]: MESSAGES.unstorableCharacters });
}
