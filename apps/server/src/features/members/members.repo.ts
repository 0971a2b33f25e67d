import type { MemberFilter, MemberSort } from "@studiodesk/core/contracts/member-list";
import { type RawBuilder, type SelectQueryBuilder, sql, type Updateable } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { containsPattern } from "../../db/contains-pattern";
import type { Trx } from "../../db/database";
import type { Database, UsersTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";
import type { MemberKeyset } from "./member-cursor";

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

// The ICU root collation: names in reading order whatever the database's locale (0029).
const NAME_ORDER = sql.raw(`"und-x-icu"`);

// The sorts' keys and directions (issue #21), each matching an index's (migration 0019).
const SORT_KEYS: Record<MemberSort, { keys: RawBuilder<unknown>[]; order: "asc" | "desc" }> = {
  joined: { keys: [sql`users.created_at`, sql`users.id`], order: "desc" },
  // As people read names, not byte order (migration 0029).
  name: {
    keys: [
      sql`users.first_name collate ${NAME_ORDER}`,
      sql`users.last_name collate ${NAME_ORDER}`,
      sql`users.id`,
    ],
    order: "asc",
  },
  lastActive: {
    keys: [sql`coalesce(users.last_logged_in, '-infinity'::timestamptz)`, sql`users.id`],
    order: "desc",
  },
};

// The cursor's values, typed as the keys they are compared with.
function edgeOf(sort: MemberSort, cursor: MemberKeyset) {
  const values =
    sort === "name"
      ? cursor.keys.map((key) => sql`${key}::text`)
      : cursor.keys.map((key) => sql`${key}::timestamptz`);
  return sql`(${sql.join([...values, sql`${cursor.id}::text`])})`;
}

export type MemberListOptions = {
  search?: string;
  sort: MemberSort;
  filter?: MemberFilter;
  // The start of "active in the last 30 days" (000 §4), for that filter.
  activeSince: Date;
  cursor?: MemberKeyset;
  direction: "after" | "before";
  limit: number;
};

function filtered<Query extends SelectQueryBuilder<Database, "users", object>>(
  query: Query,
  options: Pick<MemberListOptions, "filter" | "activeSince">,
): Query {
  if (options.filter === "active") {
    // The last-active index's own key: one range of it, however many never signed in.
    return query.where(
      sql<boolean>`coalesce(users.last_logged_in, '-infinity'::timestamptz) >= ${options.activeSince}`,
    ) as Query;
  }
  if (options.filter === "leaders") return query.where("users.app_leader", "is not", null) as Query;
  if (options.filter === "blocked") {
    return query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("identities")
          .select("identities.id")
          .whereRef("identities.id", "=", "users.id")
          .where("identities.is_blocked", "=", true),
      ),
    ) as Query;
  }
  return query;
}

// Keyset-paged in the sort's order: page N costs the same as page 1. `direction: "before"`
// walks back (the previous page) and is re-sorted by the caller. Newest joined first with a
// search goes through search_members() (migration 0008, decision 0006); a search with another
// sort or a filter matches the search text row by row within what the filter leaves.
export async function listMembers(trx: Trx, orgId: string, options: MemberListOptions) {
  const { cursor, sort } = options;
  const isIndexedSearch = options.search && sort === "joined" && !options.filter;
  let query = isIndexedSearch
    ? trx
        .selectFrom(
          sql<{ user_id: string }>`search_members(${likePattern(options.search ?? "")}, ${
            cursor?.keys[0] ?? null
          }::timestamptz, ${cursor?.id ?? null}, ${options.direction === "before"}, ${options.limit})`.as(
            "hits",
          ),
        )
        .innerJoin("users", "users.id", "hits.user_id")
        .select(summaryColumns)
    : trx.selectFrom("users").select(summaryColumns);
  query = query.where("users.org_id", "=", orgId);
  if (options.search && !isIndexedSearch) {
    query = query.where(sql<boolean>`users.search_text like ${likePattern(options.search)}`);
  }
  query = filtered(query, options);
  const { keys, order } = SORT_KEYS[sort];
  if (cursor) {
    // "after" continues in the sort's order; "before" goes against it.
    const isAscending = (order === "asc") === (options.direction === "after");
    const comparison = isAscending ? sql.raw(">") : sql.raw("<");
    query = query.where(sql<boolean>`(${sql.join(keys)}) ${comparison} ${edgeOf(sort, cursor)}`);
  }
  const pageOrder = options.direction === "after" ? order : order === "asc" ? "desc" : "asc";
  let page = query.limit(options.limit);
  for (const key of keys) page = page.orderBy(key, pageOrder);
  // One JSON value for the page instead of nine fields a row: the embedded database's
  // protocol layer costs per field, and this is the busiest query of the dashboard.
  const { members } = await trx
    .selectNoFrom(() => jsonArrayFrom(page).as("members"))
    .executeTakeFirstOrThrow();
  return members as MemberSummaryRow[];
}

// How many members the list holds with this filter (the desk's total, issue #21).
export async function countListedMembers(
  trx: Trx,
  orgId: string,
  options: Pick<MemberListOptions, "filter" | "activeSince">,
): Promise<number> {
  const query = filtered(
    trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("users.org_id", "=", orgId),
    options,
  );
  return Number((await query.executeTakeFirstOrThrow()).count);
}

// Lower-cased like users.search_text.
const likePattern = (search: string) => containsPattern(search.toLowerCase());

export async function listLeaders(trx: Trx, orgId: string) {
  return trx
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "profile_photo_url", "app_leader"])
    .where("org_id", "=", orgId)
    .where("app_leader", "is not", null)
    .orderBy(sql`(app_leader->>'order')::int`)
    .orderBy(sql`first_name collate ${NAME_ORDER}`)
    .execute();
}

// `forUpdate` holds the member's row until the transaction ends, so an edit worked out from
// what is stored reads it only once another edit of it is saved.
export async function findMember(
  trx: Trx,
  orgId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
) {
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
    .$if(options.forUpdate === true, (query) => query.forUpdate("users"))
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
