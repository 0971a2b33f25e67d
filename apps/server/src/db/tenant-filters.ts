import { type ExpressionBuilder, type JoinBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "./schema";

// The tables that have all the given columns.
export type TableWith<Column extends string> = {
  [T in keyof Database]: Database[T] extends Record<Column, unknown> ? T : never;
}[keyof Database];

// A query's table (or alias) `Table` with all the given columns.
export type HasColumns<Table extends string, Column extends string> = Record<
  Table,
  Record<Column, unknown>
>;

// The tenant filter and a key as one condition, so a query names a tenant row only together
// with its `org_id`. For single-table queries: the columns are not qualified. Written as SQL
// because Kysely cannot compare the columns of a table left generic; the column references
// stay checked (a table without the columns does not compile).

// "The organization's row `id`".
export const ofOrganization =
  (orgId: string, id: string) =>
  <T extends TableWith<"org_id" | "id">>(eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("org_id")} = ${orgId} and ${eb.ref("id")} = ${id})`;

// "The rows of the organization's member `userId`".
export const ofMember =
  (orgId: string, userId: string) =>
  <T extends TableWith<"org_id" | "user_id">>(eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("org_id")} = ${orgId} and ${eb.ref("user_id")} = ${userId})`;

// The join of a row's member as `users as u`: the user id and the organization as one
// condition, so a row never picks up a name from another tenant. `alias` names the joined-to
// row; a query whose `u` or `alias` lacks the columns does not compile (the parameter type
// checks them, as the SQL cannot). A row that may have no member (a walk-in's coupon
// redemption) takes it in a left join: `.leftJoin("users as u", memberUserOf("r"))`.
export const memberUserOf =
  <Alias extends string>(alias: Alias) =>
  <DB, TB extends keyof DB>(
    join: DB extends HasColumns<"u", "id" | "org_id"> & HasColumns<Alias, "user_id" | "org_id">
      ? JoinBuilder<DB, TB>
      : never,
  ): JoinBuilder<DB, TB> =>
    join.on(
      sql<SqlBool>`(${sql.ref("u.id")} = ${sql.ref(`${alias}.user_id`)} and ${sql.ref("u.org_id")} = ${sql.ref(`${alias}.org_id`)})`,
    );
