import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { AppError } from "./app-error";
import type { AuthContext, SessionAuth } from "./deps";

// 000 §2: a super-admin's organization is the one chosen at sign-in. Until they choose in
// Select Organization their session acts in none.
export const isInOrganization = (auth: SessionAuth): auth is AuthContext => auth.orgId !== null;

// Every organization route asks this (plugins/auth `requireAuth`): a session without an
// organization is refused with 403 'Please select an organization.'.
export function requireOrganizationSession(auth: SessionAuth): AuthContext {
  if (!isInOrganization(auth)) {
    throw new AppError(ERROR_CODES.organizationRequired, MESSAGES.organizationRequired, 403);
  }
  return auth;
}
