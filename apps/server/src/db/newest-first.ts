import { type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "./schema";
import type { HasColumns, TableWith } from "./tenant-filters";

// The dashboard's lists show the newest row first. Rows written in one transaction (or one
// seed) share their created_at, so the id breaks the tie: a list reads the same every time,
// and a keyset page continues exactly after its last row (`olderThan`).
//
// Written with sql.ref because Kysely cannot name a column of a query left generic; the
// parameter types check the columns instead (a query without them does not compile).

// `.$call(newestFirst)` on a single-table query: created_at, then id, both descending.
export const newestFirst = <T extends TableWith<"created_at" | "id">, O>(
  query: SelectQueryBuilder<Database, T, O>,
): SelectQueryBuilder<Database, T, O> =>
  query.orderBy(sql.ref("created_at"), "desc").orderBy(sql.ref("id"), "desc");

// `.$call(newestFirstOf("p"))`: the same for the table or alias `p` of a join.
export const newestFirstOf =
  <Table extends string>(table: Table) =>
  <DB, TB extends keyof DB, O>(
    query: DB extends HasColumns<Table, "created_at" | "id">
      ? SelectQueryBuilder<DB, TB, O>
      : never,
  ): SelectQueryBuilder<DB, TB, O> =>
    query.orderBy(sql.ref(`${table}.created_at`), "desc").orderBy(sql.ref(`${table}.id`), "desc");

// The rows after a keyset cursor in newest-first order: older, or as old with a smaller id.
// The cursor's time keeps the database's microseconds (shared/cursor.ts), so SQL casts it.
export const olderThan =
  (cursor: { createdAt: string; id: string }) =>
  <T extends TableWith<"created_at" | "id">>(eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("created_at")}, ${eb.ref("id")}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;
