import { sql, type Updateable } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Trx } from "../../db/database";
import type { UsersTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";
import type { Cursor } from "../../shared/cursor";

const summaryColumns = [
  "users.id",
  "users.first_name",
  "users.last_name",
  "users.email",
  "users.phone_number",
  "users.profile_photo_url",
  "users.app_leader",
  "users.created_at",
  "users.last_logged_in",
] as const;

// A page arrives as JSON (see listMembers), so its times are ISO strings there.
export type MemberSummaryRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  profile_photo_url: string | null;
  app_leader: unknown;
  created_at: Date | string;
  last_logged_in: Date | string | null;
};

// Newest first, keyset-paged on (created_at, id): page N costs the same as page 1.
// `direction: "before"` walks towards newer rows (the previous page) and is re-sorted by the caller.
export async function listMembers(
  trx: Trx,
  orgId: string,
  options: { search?: string; cursor?: Cursor; direction: "after" | "before"; limit: number },
) {
  const { cursor } = options;
  let query = options.search
    ? // Matches anywhere in names, email and phone; search_members() (migration 0008) finds
      // the page through the trigram index, the join keeps only rows this tenant may see.
      trx
        .selectFrom(
          sql<{ user_id: string }>`search_members(${likePattern(options.search)}, ${
            cursor?.createdAt ?? null
          }::timestamptz, ${cursor?.id ?? null}, ${options.direction === "before"}, ${options.limit})`.as(
            "hits",
          ),
        )
        .innerJoin("users", "users.id", "hits.user_id")
        .select(summaryColumns)
    : trx.selectFrom("users").select(summaryColumns);
  query = query.where("users.org_id", "=", orgId);
  if (cursor) {
    // The cursor's instant keeps the database's microseconds (shared/cursor.ts).
    const edge = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;
    query = query.where(
      options.direction === "after"
        ? sql<boolean>`(users.created_at, users.id) < ${edge}`
        : sql<boolean>`(users.created_at, users.id) > ${edge}`,
    );
  }
  const order = options.direction === "after" ? "desc" : "asc";
  const page = query
    .orderBy("users.created_at", order)
    .orderBy("users.id", order)
    .limit(options.limit);
  // One JSON value for the page instead of nine fields a row: the embedded database's
  // protocol layer costs per field, and this is the busiest query of the dashboard.
  const { members } = await trx
    .selectNoFrom(() => jsonArrayFrom(page).as("members"))
    .executeTakeFirstOrThrow();
  return members as MemberSummaryRow[];
}

// "%term%" for LIKE, lower-cased like users.search_text, with LIKE's own wildcards escaped.
const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLeaders(trx: Trx, orgId: string) {
  return trx
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "profile_photo_url", "app_leader"])
    .where("org_id", "=", orgId)
    .where("app_leader", "is not", null)
    .orderBy(sql`(app_leader->>'order')::int`)
    .orderBy("first_name")
    .execute();
}

export async function findMember(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("users")
    .innerJoin("identities", "identities.id", "users.id")
    .select(summaryColumns)
    .select([
      "users.address",
      "users.date_of_birth",
      "users.gender",
      "users.medical_notes",
      "users.stripe_id",
      "users.admin_notes",
      "users.default_card",
      "identities.is_blocked",
    ])
    .where("users.org_id", "=", orgId)
    .where("users.id", "=", userId)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

// What a member edit may change: the profile's own columns (JSON ones as their text).
export type MemberChanges = Omit<
  Updateable<UsersTable>,
  "id" | "org_id" | "email" | "created_at" | "last_logged_in" | "is_flagged"
>;

export async function updateMember(
  trx: Trx,
  orgId: string,
  userId: string,
  changes: MemberChanges,
) {
  const result = await trx
    .updateTable("users")
    .set(changes)
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function emailInUse(trx: Trx, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom("identities")
    .select("id")
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function setBlocked(trx: Trx, userId: string, isBlocked: boolean) {
  await trx
    .updateTable("identities")
    .set({ is_blocked: isBlocked })
    .where("id", "=", userId)
    .execute();
}

export async function countMembers(trx: Trx, orgId: string, activeSince?: Date) {
  let query = trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("org_id", "=", orgId);
  if (activeSince) query = query.where("last_logged_in", ">=", activeSince);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
