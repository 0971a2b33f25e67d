import { sql } from "kysely";
import { withTenant } from "../../src/db/database";
import { DEMO_PASSWORD, seedDemo } from "../../src/seed/demo-seed";
import { pdfBytes, stageFile } from "./content-test-support";
import type { Operation } from "./openapi-operations";
import type { TestApp } from "./test-app";

// Real ids of one organization for any route of the OpenAPI document, found by name, so the
// generated suites (tenant isolation, fuzzing) reach routes added after they were written.
//
// Where an id of a path segment, query parameter or body field lives, when the name alone
// does not say it (`/members/:uid` → users). Otherwise the segment before the parameter names
// the table (`/calendar-items/:calendarId` → calendar_items), or its parent's does
// (`/classes/:classId/resources/:fileId` → class_resources). A new route whose ids follow
// neither needs a line here; the suites fail naming the parameter until it has one.
export const ID_TABLES: Record<string, string> = {
  members: "users",
  attendees: "users",
  uid: "users",
  userId: "users",
  userIds: "users",
  actorId: "users",
  featured: "featured_items",
  uploadId: "content_uploads",
  eventId: "events",
  classId: "classes",
  categoryId: "categories",
  categoryIds: "categories",
  productId: "products",
  productIds: "products",
  featuredItemId: "events",
  fileId: "documents",
  checkoutId: "terminal_checkouts",
  readerId: "sim_readers",
};

const singular = (collection: string) => collection.replace(/es$/, "").replace(/s$/, "");

export type RouteCall = { url: string; ids: string[]; bodyIds: Map<string, string> };

export async function createRouteFixtures(t: TestApp, orgId: string) {
  const tablesWithIds = new Set(
    (
      await sql<{ table_name: string }>`
        select c.table_name from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'org_id'
          and exists (select 1 from information_schema.columns i
                      where i.table_name = c.table_name and i.column_name = 'id')
      `.execute(t.db)
    ).rows.map((row) => row.table_name),
  );
  const ids = new Map<string, string>();
  const idIn = async (table: string): Promise<string | undefined> => {
    if (!ids.has(table)) {
      const { rows } = await withTenant(t.db, orgId, (trx) =>
        sql<{ id: string }>`select id from ${sql.table(table)} limit 1`.execute(trx),
      );
      if (rows[0]) ids.set(table, rows[0].id);
    }
    return ids.get(table);
  };
  const tableFor = (name: string, segments: string[], index: number) => {
    const collection = segments[index - 1] ?? "";
    const parent = segments[index - 3];
    const candidates = [
      parent && `${singular(parent)}_${collection.replaceAll("-", "_")}`,
      ID_TABLES[collection],
      collection.replaceAll("-", "_"),
      ID_TABLES[name],
    ];
    return candidates.find((table): table is string => !!table && tablesWithIds.has(table));
  };

  // The operation's URL with the organization's ids, and the ids its body fields name.
  async function callOf(operation: Operation): Promise<RouteCall> {
    const segments = operation.route.split("/");
    const used: string[] = [];
    const idOf = async (name: string, table: string | undefined) => {
      const where = `${operation.method} ${operation.route}`;
      if (!table) throw new Error(`${where}: no id table for '${name}' (route-fixtures.ts)`);
      const id = await idIn(table);
      if (!id) throw new Error(`${where}: the organization has no row in ${table}`);
      used.push(id);
      return id;
    };
    for (const [index, segment] of segments.entries()) {
      if (!segment.startsWith(":")) continue;
      const name = segment.slice(1);
      segments[index] = await idOf(name, tableFor(name, segments, index));
    }
    const query = new URLSearchParams();
    for (const { name } of operation.queryParams) {
      if (/Ids?$/.test(name)) query.set(name, await idOf(name, ID_TABLES[name]));
    }
    const bodyIds = new Map<string, string>();
    for (const field of Object.keys(operation.body?.properties ?? {})) {
      const table = ID_TABLES[field];
      if (/(Id|Ids|^uid)$/.test(field) && table) bodyIds.set(field, await idOf(field, table));
    }
    const search = query.toString();
    return { url: `${segments.join("/")}${search ? `?${search}` : ""}`, ids: used, bodyIds };
  }

  return { callOf };
}

const TENANT_TABLES_SQL = sql<{ table_name: string }>`
  select table_name from information_schema.columns
  where table_schema = 'public' and column_name = 'org_id'
    and table_name not in ('sessions', 'admin_roles', 'jobs', 'member_search')
`;

// Every row of the organization, summed up: equal before and after means nothing changed.
export async function createFingerprint(t: TestApp, orgId: string) {
  const tables = (await TENANT_TABLES_SQL.execute(t.db)).rows.map((row) => row.table_name);
  const digests = sql.join(
    tables.map(
      (
        table,
      ) => sql`(select md5(coalesce(string_agg(row_to_json(r)::text, ',' order by row_to_json(r)::text), ''))
        from ${sql.table(table)} r)`,
    ),
    sql`|| ':' ||`,
  );
  return () =>
    withTenant(t.db, orgId, async (trx) => {
      const { rows } = await sql<{ digest: string }>`select ${digests} as digest`.execute(trx);
      return rows[0]?.digest ?? "";
    });
}

// Cheaper than the fingerprint, for thousands of calls: how many rows each table holds for
// the organization, the audit log included.
export async function createRowCounts(t: TestApp, orgId: string) {
  const tables = (await TENANT_TABLES_SQL.execute(t.db)).rows.map((row) => row.table_name);
  const counts = sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)})`),
    sql`|| ':' ||`,
  );
  return () =>
    withTenant(t.db, orgId, async (trx) => {
      const { rows } = await sql<{ counts: string }>`select ${counts} as counts`.execute(trx);
      return rows[0]?.counts ?? "";
    });
}

// The demo organizations on a fresh app: Harbor Yoga (with data in every table, plus one
// staged upload the demo lacks) and Summit Dance, each with its admin signed in.
export async function seedDemoOrganizations(t: TestApp) {
  await seedDemo(t.db, t.app.deps.payments, t.clock.now, {
    storage: t.app.deps.storage,
    publicUrl: t.config.publicUrl,
  });
  const { rows } = await sql<{ id: string }>`
    select id from organizations where name = 'Harbor Yoga'
  `.execute(t.db);
  const harborCookie = await t.signIn("admin@harbor.example", DEMO_PASSWORD);
  await stageFile(t, harborCookie, "documents", pdfBytes(), "waiver.pdf");
  // Rows the demo seed has none of, made the way an admin makes them.
  const report = await t.request({
    method: "POST",
    url: "/api/v1/reports",
    cookie: harborCookie,
    payload: { kind: "users" },
  });
  if (report.statusCode !== 201) throw new Error(`report not created: ${report.body}`);
  await startTerminalCheckout(t, harborCookie, rows[0]?.id as string);
  return {
    harborId: rows[0]?.id as string,
    harborCookie,
    summitCookie: await t.signIn("admin@summit.example", DEMO_PASSWORD),
  };
}

// A walk-in's checkout of one of Harbor's products, waiting on the front desk reader.
async function startTerminalCheckout(t: TestApp, cookie: string, orgId: string) {
  const readers = await t.request({ method: "GET", url: "/api/v1/terminal/readers", cookie });
  const { rows } = await withTenant(t.db, orgId, (trx) =>
    sql<{ id: string }>`
      select id from products
      where is_active and subscription_recurrence is null and size_m is null and size_s is null
        and size_l is null and size_xs is null and size_xl is null and size_xxl is null
        and size_xxxl is null and (quantity is null or quantity > 0)
      limit 1
    `.execute(trx),
  );
  const checkout = await t.request({
    method: "POST",
    url: "/api/v1/terminal/checkouts",
    cookie,
    payload: {
      readerId: readers.json().readers[0]?.id,
      item: { kind: "product", productId: rows[0]?.id },
      customer: { kind: "walk_in", name: "Fixture Walk-in", email: "walk-in@example.com" },
      idempotencyKey: "route-fixtures-checkout",
    },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout not started: ${checkout.body}`);
}
