import type { HTTPMethods } from "fastify";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/database";
import { DEMO_PASSWORD, seedDemo } from "../src/seed/demo-seed";
import { pdfBytes, stageFile } from "./support/content-test-support";
import { listOperations, type Operation, sampleOf } from "./support/openapi-operations";
import { createTestApp } from "./support/test-app";

// Issue #20: tenant isolation over every route of the OpenAPI document, generated. Harbor
// Yoga's admin owns the data; Summit Dance's admin calls every operation that takes an id
// (path, query or body) with a real id of Harbor's. Any answer that shows one of those ids or
// changes Harbor's rows fails. A new route is walked without a test of its own; its ids are
// found by name (see ID_TABLES and idTableFor) or the walk fails naming the missing one.

const t = await createTestApp();
afterAll(() => t.close());
await seedDemo(t.db, t.app.deps.payments, t.clock.now, {
  storage: t.app.deps.storage,
  publicUrl: t.config.publicUrl,
});
const organizationId = async (name: string) =>
  (await sql<{ id: string }>`select id from organizations where name = ${name}`.execute(t.db))
    .rows[0]?.id as string;
const victimOrgId = await organizationId("Harbor Yoga");
const attackerCookie = await t.signIn("admin@summit.example", DEMO_PASSWORD);
// A staged upload not yet claimed by a record: the demo has none of its own.
await stageFile(
  t,
  await t.signIn("admin@harbor.example", DEMO_PASSWORD),
  "documents",
  pdfBytes(),
  "w.pdf",
);

// Where an id of a path segment, query parameter or body field lives, when the name alone
// does not say it (`/members/:uid` → users). Otherwise the segment before the parameter names
// the table (`/calendar-items/:calendarId` → calendar_items), or the parent's
// (`/classes/:classId/resources/:fileId` → class_resources).
const ID_TABLES: Record<string, string> = {
  members: "users",
  attendees: "users",
  uid: "users",
  userId: "users",
  userIds: "users",
  featured: "featured_items",
  uploadId: "content_uploads",
  eventId: "events",
  classId: "classes",
  categoryId: "categories",
  categoryIds: "categories",
  productId: "products",
  featuredItemId: "events",
  fileId: "documents",
};

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
const tenantTables = (
  await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'org_id'
      and table_name not in ('sessions', 'admin_roles', 'jobs', 'member_search')
  `.execute(t.db)
).rows.map((row) => row.table_name);

const singular = (collection: string) => collection.replace(/es$/, "").replace(/s$/, "");

function idTableFor(name: string, segments: string[], index: number): string | undefined {
  const collection = segments[index - 1] ?? "";
  const parent = segments[index - 3];
  const candidates = [
    parent && `${singular(parent)}_${collection.replaceAll("-", "_")}`,
    ID_TABLES[collection],
    collection.replaceAll("-", "_"),
    ID_TABLES[name],
  ];
  return candidates.find((table): table is string => !!table && tablesWithIds.has(table));
}

const victimIds = new Map<string, string>();
async function victimIdIn(table: string): Promise<string | undefined> {
  if (!victimIds.has(table)) {
    const { rows } = await withTenant(t.db, victimOrgId, (trx) =>
      sql<{ id: string }>`select id from ${sql.table(table)} limit 1`.execute(trx),
    );
    if (rows[0]) victimIds.set(table, rows[0].id);
  }
  return victimIds.get(table);
}

// Every row of Harbor's, summed up: equal before and after means nothing changed.
const victimFingerprint = () =>
  withTenant(t.db, victimOrgId, async (trx) => {
    const parts: string[] = [];
    for (const table of tenantTables) {
      const { rows } = await sql<{ digest: string | null }>`
        select md5(string_agg(row_to_json(r)::text, ',' order by row_to_json(r)::text)) as digest
        from ${sql.table(table)} r
      `.execute(trx);
      parts.push(`${table}:${rows[0]?.digest}`);
    }
    return parts.join("\n");
  });

type Attempt = { method: HTTPMethods; url: string; payload?: unknown; ids: string[] };

// The operation called with Harbor's ids, or a reason it takes no id (then it is not walked).
async function attemptOf(operation: Operation): Promise<Attempt | string> {
  const segments = operation.route.split("/");
  const ids: string[] = [];
  const idOf = async (name: string, table: string | undefined) => {
    if (!table)
      throw new Error(`${operation.method} ${operation.route}: no id table for '${name}'`);
    const id = await victimIdIn(table);
    if (!id)
      throw new Error(`${operation.method} ${operation.route}: Harbor has no row in ${table}`);
    ids.push(id);
    return id;
  };
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith(":")) continue;
    const name = segment.slice(1);
    segments[index] = await idOf(name, idTableFor(name, segments, index));
  }
  const query = new URLSearchParams();
  for (const { name } of operation.queryParams) {
    if (/Ids?$/.test(name)) query.set(name, await idOf(name, ID_TABLES[name] ?? name));
  }
  const bodyIds = new Map<string, string>();
  for (const field of Object.keys(operation.body?.properties ?? {})) {
    const table = ID_TABLES[field];
    if (/(Id|Ids|^uid)$/.test(field) && table) bodyIds.set(field, await idOf(field, table));
  }
  if (ids.length === 0) return "takes no id";
  const payload = operation.body
    ? sampleOf(operation.body, (field) => bodyIds.get(field))
    : undefined;
  if (payload && typeof payload === "object") Object.assign(payload, Object.fromEntries(bodyIds));
  const search = query.toString();
  return {
    method: operation.method,
    url: `${segments.join("/")}${search ? `?${search}` : ""}`,
    payload,
    ids,
  };
}

// Signing in, the session and the stream belong to the caller, not to an organization's data.
const isOrganizationRoute = (operation: Operation) =>
  !operation.route.startsWith("/api/v1/auth/") && operation.route !== "/api/v1/live-updates";

const operations = listOperations(t.app).filter(isOrganizationRoute);
// Reads first, so a leaking write cannot hide a leaking read.
operations.sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET"));

describe("tenant isolation over the OpenAPI document", () => {
  it("finds the routes that take an id", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.route}`, operation]))(
    "%s as another organization's admin reveals and changes nothing",
    async (_, operation) => {
      const attempt = await attemptOf(operation as Operation);
      if (typeof attempt === "string") return;
      const before = attempt.method === "GET" ? "" : await victimFingerprint();
      const response = await t.request({
        method: attempt.method,
        url: attempt.url,
        cookie: attackerCookie,
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      for (const id of attempt.ids) expect(response.body).not.toContain(id);
      expect(response.body).not.toContain("Harbor Yoga");
      if (attempt.method !== "GET") expect(await victimFingerprint()).toBe(before);
    },
  );
});
