import { type SelectQueryBuilder, sql } from "kysely";
import type { HasColumns } from "./tenant-filters";

// The member of a record as the members tables show them beside it (attendees, class members,
// a product's buyers; 001 §2 Reusable members table): name, photo and whether they are an app
// leader. Read from the member joined as `users as u` (memberUserOf).
export const JOINED_MEMBER_COLUMNS = [
  "u.first_name",
  "u.last_name",
  "u.profile_photo_url",
  sql<boolean>`u.app_leader is not null`.as("is_leader"),
] as const;

// `.$call(byMemberName("a"))`: the joined members alphabetically, by last name then first
// name; the user id of the record `a` keeps namesakes in a fixed order. Written with sql.ref
// because Kysely cannot name a column of a query left generic; the parameter type checks that
// `u` and `a` have the columns (a query without them does not compile).
export const byMemberName =
  <Alias extends string>(alias: Alias) =>
  <DB, TB extends keyof DB, O>(
    query: DB extends HasColumns<"u", "last_name" | "first_name"> & HasColumns<Alias, "user_id">
      ? SelectQueryBuilder<DB, TB, O>
      : never,
  ): SelectQueryBuilder<DB, TB, O> =>
    query
      .orderBy(sql.ref("u.last_name"))
      .orderBy(sql.ref("u.first_name"))
      .orderBy(sql.ref(`${alias}.user_id`));
