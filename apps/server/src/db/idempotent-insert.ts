import type { InsertResult, OnConflictBuilder } from "kysely";
import type { Database } from "./schema";

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
