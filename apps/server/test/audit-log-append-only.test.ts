import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/database";
import { createTestApp } from "./support/test-app";

// Issue #20: nobody rewrites history. The application may add audit lines, never change or
// remove them, inside its tenant or not.
const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor" });
const admin = await t.createUser(orgId);
await t.signIn(admin.email);
await t.request({
  method: "PATCH",
  url: "/api/v1/account/app-information",
  cookie: await t.signIn(admin.email),
  payload: { isProductActive: true },
});

const countLines = () =>
  withTenant(t.db, orgId, async (trx) =>
    Number(
      (await sql<{ count: string }>`select count(*) from audit_log`.execute(trx)).rows[0]?.count,
    ),
  );

describe("audit log", () => {
  it("has lines to protect", async () => {
    expect(await countLines()).toBeGreaterThan(0);
  });

  it.each([
    ["update", sql`update audit_log set action = 'forged'`],
    ["delete", sql`delete from audit_log`],
    ["truncate", sql`truncate audit_log`],
  ])("refuses an %s by the application", async (_, statement) => {
    const before = await countLines();
    await expect(withTenant(t.db, orgId, (trx) => statement.execute(trx))).rejects.toThrow();
    expect(await countLines()).toBe(before);
  });
});
