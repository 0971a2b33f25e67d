import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { AppError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { hmacSha256, newSecretToken } from "../../shared/ids";
import { verifyCredentials } from "./auth.service";
import { findActiveMemberSession, insertMemberSession } from "./member-sessions.repo";

const MEMBER_SESSION_MS = 30 * 24 * 60 * 60_000;

export type MemberAuth = { userId: string; orgId: string };

// The member app's sign-in: any unblocked account of the organization (no admin role
// needed), a bearer token for its home organization. Only the token's HMAC is stored.
export async function signInMember(
  deps: Deps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; expiresAt: string }> {
  const now = deps.now();
  const identity = await verifyCredentials(deps, input, now);
  // A super-admin is no organization's member (issue #20 §3): no member app account.
  if (!identity.homeOrgId) {
    throw new AppError(ERROR_CODES.invalidCredentials, MESSAGES.signInFailed, 401);
  }
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + MEMBER_SESSION_MS);
  await insertMemberSession(deps.db, {
    id: hmacSha256(deps.config.sessionSecret, token),
    userId: identity.id,
    orgId: identity.homeOrgId,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

// The member behind an `Authorization: Bearer` token, or null.
export async function authenticateMember(
  deps: Deps,
  authorization: string | undefined,
): Promise<MemberAuth | null> {
  const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (!token) return null;
  const sessionId = hmacSha256(deps.config.sessionSecret, token);
  return (await findActiveMemberSession(deps.db, sessionId, deps.now())) ?? null;
}
