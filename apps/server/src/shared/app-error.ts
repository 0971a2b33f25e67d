import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";

// One error type for everything a caller may see: a code, the user-facing message, a status.
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError(ERROR_CODES.validationFailed, message, 400, fields);

export const notFoundError = (message = "Not found.") =>
  new AppError(ERROR_CODES.notFound, message, 404);

export const unauthenticatedError = () =>
  new AppError(ERROR_CODES.unauthenticated, MESSAGES.sessionExpired, 401);

// The row a caller named by id, or `notFound()` when there is none (also for another
// organization's id: its repo filters on the tenant).
export async function requireRow<T>(
  pending: Promise<T | null | undefined>,
  notFound: () => AppError,
): Promise<T> {
  const row = await pending;
  if (!row) throw notFound();
  return row;
}
