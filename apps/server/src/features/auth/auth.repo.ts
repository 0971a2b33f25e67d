import { sql } from "kysely";
import type { DbOrTrx, Trx } from "../../db/database";
import { ofOrganization } from "../../db/tenant-filters";

export type IdentityRecord = {
  id: string;
  email: string;
  passwordHash: string;
  // Null for super-admins, who belong to no organization.
  homeOrgId: string | null;
  isSuperAdmin: boolean;
  isBlocked: boolean;
  adminOrgIds: string[];
};

const identityColumns = [
  "identities.id",
  "identities.email",
  "identities.password_hash",
  "identities.home_org_id",
  "identities.is_super_admin",
  "identities.is_blocked",
] as const;

function toIdentity(row: {
  id: string;
  email: string;
  password_hash: string;
  home_org_id: string | null;
  is_super_admin: boolean;
  is_blocked: boolean;
  admin_org_ids: string[] | null;
}): IdentityRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    homeOrgId: row.home_org_id,
    isSuperAdmin: row.is_super_admin,
    isBlocked: row.is_blocked,
    adminOrgIds: row.admin_org_ids ?? [],
  };
}

export async function findIdentityByEmail(db: DbOrTrx, email: string) {
  const row = await db
    .selectFrom("identities")
    .select(identityColumns)
    .select((eb) =>
      eb
        .selectFrom("admin_roles")
        .whereRef("admin_roles.user_id", "=", "identities.id")
        .select(sql<string[]>`coalesce(array_agg(admin_roles.org_id), '{}')`.as("ids"))
        .as("admin_org_ids"),
    )
    .where(sql`lower(identities.email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? toIdentity(row) : undefined;
}

export async function findIdentityEmail(db: DbOrTrx, userId: string) {
  const row = await db
    .selectFrom("identities")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.email;
}

export async function updatePasswordHash(db: DbOrTrx, userId: string, passwordHash: string) {
  await db
    .updateTable("identities")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

export async function organizationExists(db: DbOrTrx, orgId: string): Promise<boolean> {
  const row = await db
    .selectFrom("organizations")
    .select("id")
    .where("id", "=", orgId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- sessions ----

export async function insertSession(
  db: DbOrTrx,
  session: { id: string; userId: string; orgId: string | null; expiresAt: Date },
) {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      org_id: session.orgId,
      expires_at: session.expiresAt,
      last_seen_at: new Date(),
    })
    .execute();
}

// A session counts only while it is unexpired, its identity unblocked, and the identity
// still an admin of the session's organization (or a super-admin).
export async function findActiveSession(db: DbOrTrx, sessionId: string, now: Date) {
  return db
    .selectFrom("sessions")
    .innerJoin("identities", "identities.id", "sessions.user_id")
    .select([
      "sessions.id",
      "sessions.user_id as userId",
      "sessions.org_id as orgId",
      "sessions.last_seen_at as lastSeenAt",
      "sessions.expires_at as expiresAt",
      "identities.home_org_id as homeOrgId",
      "identities.is_super_admin as isSuperAdmin",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", now)
    .where("identities.is_blocked", "=", false)
    .where((eb) =>
      eb.or([
        eb("identities.is_super_admin", "=", true),
        eb.exists(
          eb
            .selectFrom("admin_roles")
            .select("admin_roles.user_id")
            .whereRef("admin_roles.user_id", "=", "sessions.user_id")
            .whereRef("admin_roles.org_id", "=", "sessions.org_id"),
        ),
      ]),
    )
    .executeTakeFirst();
}

export async function extendSession(db: DbOrTrx, sessionId: string, now: Date, expiresAt: Date) {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteSession(db: DbOrTrx, sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function deleteSessionsOfUser(db: DbOrTrx, userId: string) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

// ---- sign-in throttle ----

// The key's row, locked until the transaction ends: parallel attempts on one key queue here,
// so each reads the count the previous one wrote. A first attempt creates the row (at zero).
export async function lockThrottle(trx: Trx, key: string, now: Date) {
  await trx
    .insertInto("sign_in_throttle")
    .values({ key, failures: 0, window_started_at: now, locked_until: null })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return trx
    .selectFrom("sign_in_throttle")
    .select(["failures", "window_started_at as windowStartedAt", "locked_until as lockedUntil"])
    .where("key", "=", key)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

// A successful sign-in gives back the attempt it was counted as.
export async function forgiveOneAttempt(db: DbOrTrx, key: string) {
  await db
    .updateTable("sign_in_throttle")
    .set((eb) => ({ failures: sql<number>`greatest(${eb.ref("failures")} - 1, 0)` }))
    .where("key", "=", key)
    .execute();
}

export async function saveThrottle(
  db: DbOrTrx,
  row: { key: string; failures: number; windowStartedAt: Date; lockedUntil: Date | null },
) {
  await db
    .insertInto("sign_in_throttle")
    .values({
      key: row.key,
      failures: row.failures,
      window_started_at: row.windowStartedAt,
      locked_until: row.lockedUntil,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: row.failures,
        window_started_at: row.windowStartedAt,
        locked_until: row.lockedUntil,
      }),
    )
    .execute();
}

export async function clearThrottle(db: DbOrTrx, key: string) {
  await db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}

// ---- password resets ----

export async function insertPasswordReset(
  db: DbOrTrx,
  reset: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db
    .insertInto("password_resets")
    .values({ token_hash: reset.tokenHash, user_id: reset.userId, expires_at: reset.expiresAt })
    .execute();
}

// Marks the reset used and returns its user, in one statement so a link works only once.
export async function consumePasswordReset(db: DbOrTrx, tokenHash: string, now: Date) {
  const row = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

// Once one link was used, the account's other outstanding links (an older mail, the creation
// link) stop working too: each was a way in for whoever held the old mailbox's contents.
export async function voidOtherPasswordResets(db: DbOrTrx, userId: string, now: Date) {
  await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function insertIdentity(
  db: DbOrTrx,
  identity: {
    id: string;
    email: string;
    passwordHash: string;
    homeOrgId: string | null;
    isSuperAdmin?: boolean;
  },
) {
  await db
    .insertInto("identities")
    .values({
      id: identity.id,
      email: identity.email,
      password_hash: identity.passwordHash,
      home_org_id: identity.homeOrgId,
      is_super_admin: identity.isSuperAdmin ?? false,
    })
    .execute();
}

export async function insertAdminRole(db: DbOrTrx, userId: string, orgId: string) {
  await db.insertInto("admin_roles").values({ user_id: userId, org_id: orgId }).execute();
}

// ---- the signed-in user's tenant record (orgId first: the transaction carries the tenant) ----

export async function findUserProfile(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "profile_photo_url"])
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
}

export async function touchLastLoggedIn(trx: Trx, orgId: string, userId: string, now: Date) {
  await trx
    .updateTable("users")
    .set({ last_logged_in: now })
    .where(ofOrganization(orgId, userId))
    .execute();
}

// ---- housekeeping ----

export async function deleteExpiredAuthRecords(db: DbOrTrx, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db.deleteFrom("sessions").where("expires_at", "<", now).execute();
  await db.deleteFrom("password_resets").where("expires_at", "<", dayAgo).execute();
  await db
    .deleteFrom("sign_in_throttle")
    .where("window_started_at", "<", dayAgo)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .execute();
}
