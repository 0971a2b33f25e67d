import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { withTenant } from "../../db/database";
import { raiseAdminNotification } from "./admin-notifications.service";

const t = await createTestApp();
afterAll(() => t.close());
const orgA = await t.createOrganization({ name: "A" });
const orgB = await t.createOrganization({ name: "B" });

const paid = {
  type: "paymentItem" as const,
  title: "Invoice paid",
  message: "Alice paid $12.00.",
  dedupeKey: "invoice-paid:inv-1",
};

const notificationsOf = (orgId: string) =>
  withTenant(t.db, orgId, (trx) =>
    trx.selectFrom("admin_notifications").select(["type", "title", "dedupe_key"]).execute(),
  );

describe("raiseAdminNotification", () => {
  it("raises one notification per occasion, however often it is raised", async () => {
    await withTenant(t.db, orgA, (trx) => raiseAdminNotification(trx, orgA, paid));
    await withTenant(t.db, orgA, (trx) => raiseAdminNotification(trx, orgA, paid));
    expect(await notificationsOf(orgA)).toEqual([
      { type: "paymentItem", title: "Invoice paid", dedupe_key: "invoice-paid:inv-1" },
    ]);
  });

  it("keeps each organization's notifications to itself", async () => {
    await withTenant(t.db, orgB, (trx) => raiseAdminNotification(trx, orgB, paid));
    expect(await notificationsOf(orgB)).toHaveLength(1);
    expect(await notificationsOf(orgA)).toHaveLength(1);
  });

  it("refuses a type the spec does not name", async () => {
    await expect(
      withTenant(t.db, orgA, (trx) =>
        raiseAdminNotification(trx, orgA, { ...paid, type: "other" as "paymentItem" }),
      ),
    ).rejects.toThrow();
  });
});
