import { MESSAGES } from "@studiodesk/core/messages";
import { ApiError } from "./api-client";
import { notify } from "./notify";

// A refusal the server explains (4xx): bad input, an unknown or another organization's id.
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

// The session ended on the server (401): the query client says so and the guard goes to
// sign-in; an action's failure message would only repeat it.
export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

// A refusal is shown as written; anything else is the generic text.
export function failureMessage(error: unknown): string {
  return isRefusal(error) ? error.message : MESSAGES.unknownError;
}

// 000 §8: a failed action shows a danger notification with the server's message.
export function notifyFailure(error: unknown): void {
  notify(failureMessage(error), "danger");
}
