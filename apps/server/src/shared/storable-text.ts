import { MESSAGES } from "@studiodesk/core/messages";
import { findUnstorableText } from "@studiodesk/core/rules/safe-input";
import { validationError } from "./app-error";

// Refuses a value holding text PostgreSQL cannot store (NUL, a lone surrogate) with a 400
// naming the field; `prefix` says where the value came from (params, query …).
export function assertStorableText(value: unknown, prefix?: string): void {
  const field = findUnstorableText(value);
  if (field === null) return;
  const key = prefix ? `${prefix}.${field}` : field;
  throw validationError(MESSAGES.unstorableCharacters, { [key]: MESSAGES.unstorableCharacters });
}
