import { MESSAGES } from "@studiodesk/core/messages";
import { ApiError } from "./api-client";

// A refusal the server explains (4xx) is shown as written; anything else is the generic text.
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return MESSAGES.unknownError;
}
