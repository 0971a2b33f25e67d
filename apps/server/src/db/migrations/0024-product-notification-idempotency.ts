import { type Kysely, sql } from "kysely";

// Two identical creates at once (a double-clicked Create or Send, a retried request) had made
// two products or two push notifications. As invoices (0022): the New Product and New
// Notification forms name what they create with a key of their own, made once when the form
// opens; a repeated create finds the row under that key instead of adding a second, and the
// digest of the first request tells a replay from different content under the same key (409).
// Earlier rows and the demo seed's have no key; the indexes leave them out.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["products", "notifications"]) {
    await sql`
      alter table ${sql.table(table)}
        add column idempotency_key text,
        add column request_digest text
    `.execute(db);
    // Scoped by organization: another organization's form may send the same key.
    await sql`
      create unique index ${sql.id(`${table}_idempotency_key`)}
        on ${sql.table(table)} (org_id, idempotency_key)
        where idempotency_key is not null
    `.execute(db);
  }
}
