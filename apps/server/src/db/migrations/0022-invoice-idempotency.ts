import { type Kysely, sql } from "kysely";

// A double-clicked Save & Publish had created (and mailed) the invoice twice. The New Invoice
// form now names the invoice it creates with a key of its own, made once when the form opens;
// a repeated create finds the row under that key instead of adding a second. The digest of
// the first request tells a replay from a different invoice sent under the same key (409).
// Earlier invoices and the demo seed's have no key; the index leaves them out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table invoices
      add column idempotency_key text,
      add column request_digest text
  `.execute(db);
  // Scoped by organization: another organization's form may send the same key.
  await sql`
    create unique index invoices_idempotency_key on invoices (org_id, idempotency_key)
      where idempotency_key is not null
  `.execute(db);
}
