import type { Session, SessionAnswer } from "@studiodesk/core/contracts/auth";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { normalizeEmail } from "@studiodesk/core/rules/sign-in";
import { canAccessDashboard } from "@studiodesk/core/rules/users";
import { zoneOffsetsAround } from "@studiodesk/core/rules/zoned-time";
import { type Trx, withTenant } from "../../db/database";
import { AppError } from "../../shared/app-error";
import type { AuthContext, Deps, SessionAuth } from "../../shared/deps";
import { hmacSha256, newSecretToken } from "../../shared/ids";
import { isInOrganization } from "../../shared/in-organization";
import { timingDecoy, verifyPassword } from "../../shared/password";
import { requireSuperAdmin } from "../../shared/require-super-admin";
import { findOrganizationAccount } from "../account/account.service";
import { findOrganization } from "../organizations/organizations.service";
import {
  deleteSession,
  deleteSessionsOfUser,
  extendSession,
  findActiveSession,
  findIdentityByEmail,
  findUserProfile,
  insertAdminRole,
  insertIdentity,
  insertSession,
  organizationExists,
  touchLastLoggedIn,
} from "./auth.repo";
import { findStaffProfile, touchStaffLastLoggedIn } from "./platform-staff.repo";
import { claimSignInAttempt, forgiveSignInAttempt } from "./sign-in-throttle";

const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
// Sliding expiry is written at most this often, not on every request.
const SESSION_TOUCH_MS = 60 * 60_000;

export type SignInInput = {
  email: string;
  password: string;
  organizationId?: string | undefined;
  asSuperAdmin?: boolean | undefined;
  ip: string;
};

// The account behind an email and password, through the sign-in throttle: the dashboard's
// sign-in and the member app's both start here.
export async function verifyCredentials(
  deps: Deps,
  input: { email: string; password: string; ip: string },
  now: Date,
) {
  const email = normalizeEmail(input.email);
  await claimSignInAttempt(deps.db, email, input.ip, now);

  const identity = await findIdentityByEmail(deps.db, email);
  const isPasswordValid = identity
    ? await verifyPassword(identity.passwordHash, input.password)
    : await verifyPassword(await timingDecoy(), `${input.password}-never`);
  if (!identity || !isPasswordValid) {
    throw new AppError(ERROR_CODES.invalidCredentials, MESSAGES.signInFailed, 401);
  }
  await forgiveSignInAttempt(deps.db, email, input.ip);

  if (identity.isBlocked) {
    throw new AppError(ERROR_CODES.accountBlocked, MESSAGES.accountBlocked, 403);
  }
  return identity;
}

export async function signIn(deps: Deps, input: SignInInput) {
  const now = deps.now();
  const identity = await verifyCredentials(deps, input, now);
  const orgId = await chooseOrganization(deps, identity, input);
  const access = {
    isSuperAdmin: identity.isSuperAdmin,
    adminRoles: identity.adminOrgIds.map((id) => ({ orgId: id })),
  };
  // Only a super-admin comes without an organization (chooseOrganization).
  if (orgId !== null && !canAccessDashboard(access, orgId)) {
    throw new AppError(ERROR_CODES.notAdmin, MESSAGES.notAnAdmin, 403);
  }

  // A fresh id at every sign-in: a session id planted before sign-in is worth nothing.
  const token = newSecretToken();
  const sessionId = hmacSha256(deps.config.sessionSecret, token);
  await insertSession(deps.db, {
    id: sessionId,
    userId: identity.id,
    orgId,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  await recordSignInTime(deps, identity, now);
  const auth: SessionAuth = {
    sessionId,
    userId: identity.id,
    orgId,
    homeOrgId: identity.homeOrgId,
    isSuperAdmin: identity.isSuperAdmin,
  };
  return { token, session: await describeSession(deps, auth) };
}

async function recordSignInTime(
  deps: Deps,
  identity: { id: string; homeOrgId: string | null },
  now: Date,
) {
  const { homeOrgId } = identity;
  if (!homeOrgId) return touchStaffLastLoggedIn(deps.db, identity.id, now);
  await withTenant(deps.db, homeOrgId, (trx) =>
    touchLastLoggedIn(trx, homeOrgId, identity.id, now),
  );
}

// The organization is the one chosen at sign-in (super-admin) or the user's home organization.
// A super-admin who names none acts in none until the choice in Select Organization (null).
async function chooseOrganization(
  deps: Deps,
  identity: { isSuperAdmin: boolean; homeOrgId: string | null },
  input: SignInInput,
): Promise<string | null> {
  if (!input.asSuperAdmin) {
    if (identity.homeOrgId) return identity.homeOrgId;
    // Platform staff have no home organization (docs/spec-deviations.md): signed in on the
    // regular page, they are asked to choose one as on the super-admin variant.
    if (identity.isSuperAdmin) return null;
    throw new AppError(ERROR_CODES.validationFailed, MESSAGES.organizationRequired, 400);
  }
  if (!identity.isSuperAdmin) {
    throw new AppError(ERROR_CODES.notSuperAdmin, MESSAGES.notASuperAdmin, 403);
  }
  if (!input.organizationId) return null;
  await requireOrganization(deps, input.organizationId);
  return input.organizationId;
}

async function requireOrganization(deps: Deps, orgId: string): Promise<void> {
  if (!(await organizationExists(deps.db, orgId))) {
    throw new AppError(ERROR_CODES.validationFailed, MESSAGES.organizationRequired, 400);
  }
}

// The super-admin's choice in Select Organization: a new session in `orgId` replaces the one
// signed in (in no organization yet, or in another). Deleting the old row tells every instance
// to forget it (and ends its live-update streams); a changed row would stay cached elsewhere,
// still acting as before the choice for up to the cache's 15 s.
export async function chooseSessionOrganization(deps: Deps, auth: SessionAuth, orgId: string) {
  requireSuperAdmin(auth);
  await requireOrganization(deps, orgId);
  const token = newSecretToken();
  const sessionId = hmacSha256(deps.config.sessionSecret, token);
  await deps.db.transaction().execute(async (trx) => {
    await deleteSession(trx, auth.sessionId);
    await insertSession(trx, {
      id: sessionId,
      userId: auth.userId,
      orgId,
      expiresAt: new Date(deps.now().getTime() + SESSION_IDLE_MS),
    });
  });
  deps.sessions.forgetSession(auth.sessionId);
  return { token, session: await describeOrganizationSession(deps, { ...auth, sessionId, orgId }) };
}

export async function authenticate(deps: Deps, token: string): Promise<SessionAuth | null> {
  const now = deps.now();
  const sessionId = hmacSha256(deps.config.sessionSecret, token);
  const cached = deps.sessions.get(sessionId, now);
  if (cached) return cached;
  const session = await findActiveSession(deps.db, sessionId, now);
  if (!session) return null;
  let expiresAt = new Date(session.expiresAt);
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > SESSION_TOUCH_MS) {
    expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await extendSession(deps.db, sessionId, now, expiresAt);
  }
  const auth: SessionAuth = {
    sessionId,
    userId: session.userId,
    orgId: session.orgId,
    homeOrgId: session.homeOrgId,
    isSuperAdmin: session.isSuperAdmin,
  };
  deps.sessions.remember({ auth, expiresAt }, now);
  return auth;
}

// What the dashboard loads before it starts: the user and the organization's account
// documents, or, for a super-admin who has not chosen an organization yet, that the choice
// is pending (the dashboard then shows Select Organization and nothing of any organization).
export async function describeSession(deps: Deps, auth: SessionAuth): Promise<SessionAnswer> {
  if (!isInOrganization(auth)) {
    return { user: await describeUser(deps, auth), isOrganizationChoicePending: true };
  }
  return describeOrganizationSession(deps, auth);
}

async function describeOrganizationSession(deps: Deps, auth: AuthContext): Promise<Session> {
  const user = await describeUser(deps, auth);
  const organization = await findOrganization(deps.db, auth.orgId);
  const account = await withTenant(deps.db, auth.orgId, (trx) =>
    findOrganizationAccount(trx, auth.orgId),
  );
  if (!organization || !account) {
    throw new AppError(ERROR_CODES.unauthenticated, MESSAGES.sessionExpired, 401);
  }
  return {
    // A super-admin's organization is the one they act in.
    user: { ...user, orgId: auth.homeOrgId ?? auth.orgId },
    organization,
    account,
    zoneOffsets: zoneOffsetsAround(account.publicInformation.timezone, deps.now()),
  };
}

// The signed-in person, whichever organization the session acts in (if any yet).
async function describeUser(deps: Deps, auth: SessionAuth) {
  const profile = await findSignedInProfile(deps, auth);
  if (!profile) throw new AppError(ERROR_CODES.unauthenticated, MESSAGES.sessionExpired, 401);
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    profilePhotoURL: profile.profile_photo_url,
    isSuperAdmin: auth.isSuperAdmin,
  };
}

// A member's profile lives in their organization; a super-admin's on the platform.
async function findSignedInProfile(deps: Deps, auth: SessionAuth) {
  const { homeOrgId } = auth;
  if (!homeOrgId) return findStaffProfile(deps.db, auth.userId);
  return withTenant(deps.db, homeOrgId, (trx) => findUserProfile(trx, homeOrgId, auth.userId));
}

export async function signOut(deps: Deps, sessionId: string) {
  await deleteSession(deps.db, sessionId);
  deps.sessions.forgetSession(sessionId);
}

// A blocked user's sessions end in the blocking transaction; the caller forgets the cached
// ones (deps.sessions.forgetUser) once it committed.
export async function revokeUserSessions(trx: Trx, userId: string): Promise<void> {
  await deleteSessionsOfUser(trx, userId);
}

export type NewIdentity = {
  id: string;
  email: string;
  passwordHash: string;
  homeOrgId: string | null;
  isSuperAdmin?: boolean | undefined;
  adminOf?: string[] | undefined;
};

// The sign-in half of a new user (users.service writes the profile beside it), in the
// caller's transaction.
export async function createIdentity(trx: Trx, identity: NewIdentity): Promise<void> {
  await insertIdentity(trx, identity);
  for (const adminOrgId of identity.adminOf ?? [])
    await insertAdminRole(trx, identity.id, adminOrgId);
}
