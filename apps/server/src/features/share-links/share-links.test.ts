import { clientPortalUrl } from "@studiodesk/core/rules/client-portal";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";
import { findOrganizationAccount as findAccount } from "../account/account.service";
import { createShareLink, newShareLinkCode, SHARE_LINK_FAILED } from "./share-links.service";

let t: TestApp;
let orgId: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp({ environment: { PUBLIC_URL: "https://studio.example.com" } });
  orgId = await t.createOrganization({ name: "Harbor" });
  otherOrgId = await t.createOrganization({ name: "Other" });
});
afterAll(() => t.close());

const linkOfHarbor = (urlExtended: string, title: string, socialLinkImageUrl?: string | null) =>
  createShareLink(t.app.deps, { orgId, urlExtended, title, socialLinkImageUrl });

const codeOf = (link: string) => link.split("/l/")[1] ?? "";

const openLink = (link: string) => t.app.inject({ method: "GET", url: new URL(link).pathname });

const publicRefOf = async (id: string) => {
  const account = await withTenant(t.db, id, (trx) => findAccount(trx, id));
  return account?.publicInformation.publicRef ?? "";
};

describe("createShareLink", () => {
  it("returns PUBLIC_URL/l/{code} with a 10-character base62 code", async () => {
    const link = await linkOfHarbor("resources?&resourceId=r1", "Spring schedule", null);
    expect(link).toMatch(/^https:\/\/studio\.example\.com\/l\/[0-9A-Za-z]{10}$/);
  });

  it("draws codes that do not repeat", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newShareLinkCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
  });

  it.each([
    ["a path that climbs out of the portal", { urlExtended: "../other-studio/home" }],
    ["a path with spaces", { urlExtended: "resources? x" }],
    ["an image that is not a web address", { socialLinkImageUrl: "javascript:alert(1)" }],
    ["an empty title", { title: "   " }],
  ])("fails with an AppError for %s", async (_, change) => {
    const input = { orgId, urlExtended: "events", title: "Open day", ...change };
    await expect(createShareLink(t.app.deps, input)).rejects.toMatchObject({
      name: "AppError",
      message: SHARE_LINK_FAILED,
    });
  });

  it("fails with an AppError for an organization that does not exist", async () => {
    const input = { orgId: "no-such-org", urlExtended: "events", title: "Open day" };
    await expect(createShareLink(t.app.deps, input)).rejects.toMatchObject({
      name: "AppError",
      code: "share_link_failed",
    });
  });
});

describe("GET /l/{code}", () => {
  it("answers a page with escaped Open Graph tags", async () => {
    const link = await linkOfHarbor(
      "resources?&resourceId=r2",
      "<script>alert(1)</script>",
      'https://cdn.example.com/a.jpg?x=1&y="2"',
    );
    const response = await openLink(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      '<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.example.com/a.jpg?x=1&amp;y=&quot;2&quot;">',
    );
    expect(html).toContain(`<meta property="og:url" content="${link}">`);
  });

  it("sends people on to the organization's client portal page, built from its publicRef", async () => {
    const link = await linkOfHarbor("resources?&resourceId=r3", "Yoga handout");
    const target = `${clientPortalUrl(await publicRefOf(orgId))}/resources?&amp;resourceId=r3`;
    const html = (await openLink(link)).body;
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
    expect(html).toContain(`<a href="${target}">Yoga handout</a>`);
  });

  it("answers an unknown or malformed code with a 404 page", async () => {
    for (const code of ["ZZZZZZZZZZ", "not-a-code!", "x".repeat(40)]) {
      const response = await t.app.inject({ method: "GET", url: `/l/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("This link does not exist");
    }
  });

  // Longer than the router reads a path part (100 characters), or with a slash: not Fastify's
  // 414 JSON, the same page as any code that names no link.
  it("answers a 500-character code and a code with a slash with the same 404 page", async () => {
    for (const path of [`/l/${"x".repeat(500)}`, "/l/abc/def"]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.body).toContain("This link does not exist");
    }
  });
});

describe("tenant isolation", () => {
  it("keeps a link's row invisible to another organization's queries and to untenanted ones", async () => {
    const link = await linkOfHarbor("events", "Private to Harbor");
    const code = codeOf(link);
    const selectAll = sql<{ code: string }>`select code from share_links`;
    const own = await withTenant(t.db, orgId, (trx) => selectAll.execute(trx));
    const other = await withTenant(t.db, otherOrgId, (trx) => selectAll.execute(trx));
    const none = await selectAll.execute(t.db);
    expect(own.rows.map((row) => row.code)).toContain(code);
    expect(other.rows).toEqual([]);
    expect(none.rows).toEqual([]);
  });

  it("lets the public lookup see only the named row, and only during the call", async () => {
    const link = await linkOfHarbor("events", "One");
    const rows = await withTenant(t.db, otherOrgId, async (trx) => {
      const found = await sql<{ org_id: string }>`
        select org_id from resolve_share_link(${codeOf(link)})
      `.execute(trx);
      const afterwards = await sql`select code from share_links`.execute(trx);
      return { found: found.rows, afterwards: afterwards.rows };
    });
    expect(rows.found).toEqual([{ org_id: orgId }]);
    expect(rows.afterwards).toEqual([]);
  });

  it("refuses to write a link into another organization", async () => {
    await expect(
      withTenant(t.db, otherOrgId, (trx) =>
        sql`
          insert into share_links (code, org_id, target_path, title)
          values ('probe12345', ${orgId}, 'events', 'x')
        `.execute(trx),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
