import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";

// Table parts the migrations share. Each builds exactly the SQL the migrations once spelled
// out inline, so a database that ran them before these helpers sees no difference.

// The row belongs to an organization and is deleted with it.
export const organizationOwned = (col: ColumnDefinitionBuilder) =>
  col.notNull().references("organizations.id").onDelete("cascade");

// The row belongs to a member and is deleted with them.
export const memberOwned = (col: ColumnDefinitionBuilder) =>
  col.notNull().references("users.id").onDelete("cascade");

// Stamped by the database when the row is written.
export const createdNow = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

// A tenant table keyed by organization first: org_id and the row's own key, then the
// caller's columns; the primary key (org_id, key) is the tenant index.
export function createTenantTable(db: Kysely<unknown>, table: string, key = "id") {
  return db.schema
    .createTable(table)
    .addColumn("org_id", "text", organizationOwned)
    .addColumn(key, "text", (col) => col.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ["org_id", key]);
}

// One of a member's records (000 §3 subscriptions, charges, invoices, relationships, files):
// its own id and its organization, then the caller's columns.
export function createMemberRecordTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("org_id", "text", (col) => col.notNull().references("organizations.id"));
}

// An index led by org_id, the tenant column every query of the table filters on first.
export async function createTenantIndex(
  db: Kysely<unknown>,
  index: string,
  table: string,
  columns: string,
  options: { isUnique?: boolean } = {},
): Promise<void> {
  const kind = options.isUnique ? "unique index" : "index";
  await sql`create ${sql.raw(kind)} ${sql.raw(index)} on ${sql.raw(table)} (org_id, ${sql.raw(columns)})`.execute(
    db,
  );
}
