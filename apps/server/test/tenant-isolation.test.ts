import { type RawBuilder, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type Trx, withTenant } from "../src/db/database";
import {
  findNotificationByKey,
  insertNotification,
} from "../src/features/notifications/notifications.repo";
import { findProductByKey, insertProduct } from "../src/features/shop/products.repo";
import { createTestApp } from "./support/test-app";

// The second lock: PostgreSQL itself refuses cross-tenant rows, whatever the code asks.
// Identity tables are global by design (sign-in must find them before an organization is
// known), and so is the job queue (the runner claims every organization's due jobs; each
// handler then works inside withTenant). Every other table with an org_id is row-secured.
const GLOBAL_TABLES_WITH_ORG_ID = new Set(["sessions", "admin_roles", "jobs", "member_sessions"]);
// Row-secured for the app role but not FORCEd, so that its owner's search_members() can use
// the trigram index (decision 0006); that function applies the transaction's tenant itself.
const SEARCH_MIRRORS = new Set(["member_search"]);

const t = await createTestApp();
afterAll(() => t.close());
const orgA = await t.createOrganization({ name: "A" });
const orgB = await t.createOrganization({ name: "B" });
await t.createUser(orgA, { firstName: "Alice" });
await t.createUser(orgB, { firstName: "Bob" });

describe("row-level security", () => {
  it("puts every tenant table under forced row-level security", async () => {
    const { rows } = await sql<{ table_name: string; secured: boolean; forced: boolean }>`
      select c.table_name, k.relrowsecurity as secured, k.relforcerowsecurity as forced
      from information_schema.columns c
      join pg_class k on k.relname = c.table_name and k.relkind = 'r'
      join pg_namespace n on n.oid = k.relnamespace and n.nspname = c.table_schema
      where c.column_name = 'org_id' and c.table_schema = 'public'
    `.execute(t.db);
    const tenantTables = rows.filter(
      (row) =>
        !GLOBAL_TABLES_WITH_ORG_ID.has(row.table_name) && !SEARCH_MIRRORS.has(row.table_name),
    );
    expect(tenantTables.length).toBeGreaterThanOrEqual(3);
    for (const row of tenantTables) {
      expect({ table: row.table_name, secured: row.secured, forced: row.forced }).toEqual({
        table: row.table_name,
        secured: true,
        forced: true,
      });
    }
  });

  it("keeps the search mirror row-secured and reached only through search_members()", async () => {
    const { rows } = await sql<{ table_name: string; secured: boolean }>`
      select relname as table_name, relrowsecurity as secured from pg_class
      where relname in (${sql.join([...SEARCH_MIRRORS])}) and relkind = 'r'
    `.execute(t.db);
    expect(rows).toEqual([...SEARCH_MIRRORS].map((table_name) => ({ table_name, secured: true })));
    const search = (trx: typeof t.db) =>
      sql<{ user_id: string }>`select user_id from search_members('%', null, null, false, 100)`
        .execute(trx)
        .then((result) => result.rows.map((row) => row.user_id));
    const [alice] = await withTenant(t.db, orgA, (trx) =>
      trx.selectFrom("users").select("id").execute(),
    );
    expect(await withTenant(t.db, orgA, search)).toEqual([alice?.id]);
    expect(await search(t.db)).toEqual([]);
  });

  it("keeps the window and trigram halves of the search to the transaction's organization", async () => {
    // Called directly, even by the tables' owner (whom the mirror's policy does not bind),
    // each helper sees only the organization set for the transaction.
    const found = (orgId: string, query: RawBuilder<{ found: number }>) =>
      withTenant(t.db, orgId, (trx) => query.execute(trx)).then((result) => result.rows[0]?.found);
    const trigram = sql<{ found: number }>`
      select count(*)::int as found
      from member_search_by_trigram('%bob%', 'infinity', '', false, 100)
    `;
    const window = sql<{ found: number }>`
      select cardinality(matches) as found
      from member_search_window('%bob%', 'infinity', '', false, 100, 100)
    `;
    expect(await found(orgA, trigram)).toBe(0);
    expect(await found(orgB, trigram)).toBe(1);
    expect(await found(orgA, window)).toBe(0);
    expect(await found(orgB, window)).toBe(1);
  });

  it("returns nothing to a query made without an organization", async () => {
    const users = await t.db.selectFrom("users").select("id").execute();
    const accounts = await t.db.selectFrom("org_accounts").select("org_id").execute();
    expect(users).toEqual([]);
    expect(accounts).toEqual([]);
  });

  it("returns only the organization's rows even when the query forgets its filter", async () => {
    const names = await withTenant(t.db, orgA, (trx) =>
      trx.selectFrom("users").select("first_name").execute(),
    );
    expect(names).toEqual([{ first_name: "Alice" }]);
  });

  it("refuses to write a row into another organization", async () => {
    await expect(
      withTenant(t.db, orgA, (trx) =>
        trx
          .insertInto("audit_log")
          .values({
            id: "x1",
            org_id: orgB,
            actor_id: null,
            action: "probe",
            target_type: "probe",
            target_id: null,
            details: "{}",
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it("cannot change another organization's rows", async () => {
    const result = await withTenant(t.db, orgA, (trx) =>
      trx
        .updateTable("users")
        .set({ first_name: "Mallory" })
        .where("org_id", "=", orgB)
        .executeTakeFirst(),
    );
    expect(Number(result.numUpdatedRows)).toBe(0);
    const bob = await withTenant(t.db, orgB, (trx) =>
      trx.selectFrom("users").select("first_name").executeTakeFirst(),
    );
    expect(bob?.first_name).toBe("Bob");
  });

  it("runs as a role that is neither superuser nor BYPASSRLS", async () => {
    const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
      select rolsuper, rolbypassrls from pg_roles where rolname = current_user
    `.execute(t.db);
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  });
});

// Migration 0024: the New Product and New Notification forms' keys. A key is the organization's
// own: another organization may use the same one, and never reaches the first one's row by it.
describe("create keys of products and notifications (0024)", () => {
  const KEY = "shared-form-key";
  const product = (id: string) => ({
    id,
    title: "Tee",
    description: "Cotton.",
    image_key: `${id}.png`,
    image_thumbnail_key: `${id}-thumb.png`,
    price_amount: 2800,
    quantity: null,
    subscription_recurrence: null,
    subscription_quantity: null,
    share_link: null,
  });
  const notification = (id: string, createdBy: string) => ({
    id,
    message: "Studio opens late today.",
    title: "Studio",
    image_url: null,
    class_id: null,
    class_title: null,
    upload_at: new Date(),
    created_by: createdBy,
  });
  const creation = { idempotencyKey: KEY, requestDigest: "digest" };
  // Each keyed create: its table, how a row goes in through its repo, and how a key finds it.
  const keyedCreates: Array<{
    name: string;
    table: "products" | "notifications";
    insert: (org: string, id: string) => Promise<boolean>;
    findByKey: (trx: Trx, orgId: string, key: string) => Promise<{ id: string } | undefined>;
  }> = [
    {
      name: "product",
      table: "products",
      insert: (org: string, id: string) =>
        withTenant(t.db, org, (trx) => insertProduct(trx, org, product(id), creation)),
      findByKey: findProductByKey,
    },
    {
      name: "notification",
      table: "notifications",
      insert: async (org: string, id: string) => {
        const author = await t.createUser(org);
        return withTenant(t.db, org, (trx) =>
          insertNotification(trx, org, notification(id, author.id), creation),
        );
      },
      findByKey: findNotificationByKey,
    },
  ];

  for (const { name, table, insert, findByKey } of keyedCreates) {
    it(`lets each organization create a ${name} under the same key, and find only its own`, async () => {
      const inserted = [await insert(orgA, `${name}-a`), await insert(orgB, `${name}-b`)];
      expect(inserted).toEqual([true, true]);
      const seenFromB = await withTenant(t.db, orgB, (trx) => findByKey(trx, orgA, KEY));
      expect(seenFromB).toBeUndefined();
      const own = await withTenant(t.db, orgB, (trx) => findByKey(trx, orgB, KEY));
      expect(own?.id).toBe(`${name}-b`);
      const untenanted = await t.db
        .selectFrom(table)
        .select("id")
        .where("idempotency_key", "=", KEY)
        .execute();
      expect(untenanted).toEqual([]);
    });
  }
});
