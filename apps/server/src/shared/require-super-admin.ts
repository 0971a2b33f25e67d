import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { AppError } from "./app-error";
import type { SessionAuth } from "./deps";

// Platform-staff-only operations (the organization list, choosing one): a 403 for everyone else.
export function requireSuperAdmin(auth: SessionAuth): void {
  if (!auth.isSuperAdmin) {
    throw new AppError(ERROR_CODES.notSuperAdmin, MESSAGES.notASuperAdmin, 403);
  }
}
