import { MESSAGES } from "@studiodesk/core/messages";
import { ApiError } from "./api-client";

// A refusal the server explains (4xx): bad input, an unknown or another organization's id.
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

// A refusal is shown as written; anything else is the generic text.
export function failureMessage(error: unknown): string {
  return isRefusal(error) ? error.message : MESSAGES.unknownError;
}
