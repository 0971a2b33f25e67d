import {
  type ExpressionBuilder,
  type InsertResult,
  type OnConflictBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { Database } from "./schema";
import type { TableWith } from "./tenant-filters";

// The tables whose creates carry an optional idempotency key, unique per organization where set
// (a partial unique index on org_id and idempotency_key).
type KeyedTable = "invoices" | "products" | "notifications";

// A create sent again under its key inserts nothing: the caller then answers with the row the
// key already names (or refuses a different request under it). Without a key nothing conflicts.
export const skipRepeatedKey = <T extends KeyedTable>(conflict: OnConflictBuilder<Database, T>) =>
  conflict
    .columns(["org_id", "idempotency_key"])
    .where("idempotency_key", "is not", null)
    .doNothing();

// Whether the insert made the row, rather than finding its key taken.
export const isInserted = (result: InsertResult | undefined): boolean =>
  Number(result?.numInsertedOrUpdatedRows ?? 0) === 1;

// The row the organization created under `key`: what a create sent again answers with. The
// organization and the key as one condition, like ofOrganization (written as SQL for the
// same reason; the column references stay checked).
export const createdUnderKey =
  (orgId: string, key: string) =>
  <T extends TableWith<"org_id" | "idempotency_key">>(eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("org_id")} = ${orgId} and ${eb.ref("idempotency_key")} = ${key})`;
