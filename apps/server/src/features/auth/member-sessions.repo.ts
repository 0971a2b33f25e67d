import type { DbOrTrx } from "../../db/database";

export async function insertMemberSession(
  db: DbOrTrx,
  session: { id: string; userId: string; orgId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("member_sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      org_id: session.orgId,
      expires_at: session.expiresAt,
    })
    .execute();
}

// A member session counts while unexpired and its identity unblocked.
export async function findActiveMemberSession(db: DbOrTrx, sessionId: string, now: Date) {
  return db
    .selectFrom("member_sessions")
    .innerJoin("identities", "identities.id", "member_sessions.user_id")
    .select(["member_sessions.user_id as userId", "member_sessions.org_id as orgId"])
    .where("member_sessions.id", "=", sessionId)
    .where("member_sessions.expires_at", ">", now)
    .where("identities.is_blocked", "=", false)
    .executeTakeFirst();
}
