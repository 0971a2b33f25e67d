import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "./schema";

// The tables that have all the given columns.
type TableWith<Column extends string> = {
  [T in keyof Database]: Database[T] extends Record<Column, unknown> ? T : never;
}[keyof Database];

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
