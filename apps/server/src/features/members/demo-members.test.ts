import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { DEMO_PASSWORD, seedDemo } from "../../seed/demo-seed";

const t = await createTestApp();
afterAll(() => t.close());
await seedDemo(t.db, undefined, t.clock.now);

type Row = { firstName: string; createdTimestamp: string; lastLoggedIn: string | null };

// Every member the list shows, page by page, as the organization's admin sees them.
async function membersOf(adminEmail: string): Promise<Row[]> {
  const cookie = await t.signIn(adminEmail, DEMO_PASSWORD);
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&starting_after=${encodeURIComponent(cursor)}` : "";
    const page = (
      await t.request({ method: "GET", url: `/api/v1/members?limit=100${query}`, cookie })
    ).json();
    rows.push(...page.members);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

describe("The demo organizations' members", () => {
  it.each([
    ["Harbor Yoga", "admin@harbor.example"],
    ["Summit Dance", "admin@summit.example"],
    ["Northside Swim Club", "admin@northside.example"],
  ])("in %s were last active at or after they joined, and not in the future", async (_, email) => {
    const members = await membersOf(email);
    expect(members.length).toBeGreaterThan(5);
    const now = t.clock.now.getTime();
    for (const member of members) {
      const joined = Date.parse(member.createdTimestamp);
      expect(joined).toBeLessThanOrEqual(now);
      if (member.lastLoggedIn === null) continue;
      const lastActive = Date.parse(member.lastLoggedIn);
      expect({ member: member.firstName, lastActiveAfterJoined: lastActive >= joined }).toEqual({
        member: member.firstName,
        lastActiveAfterJoined: true,
      });
      expect(lastActive).toBeLessThanOrEqual(now);
    }
  });
});

describe("Harbor Yoga's demo bell", () => {
  it("tells of the demo's paid invoice, naming its member and amount, when it was paid", async () => {
    const cookie = await t.signIn("admin@harbor.example", DEMO_PASSWORD);
    const get = async (url: string) => (await t.request({ method: "GET", url, cookie })).json();
    const { notifications, unreadCount } = await get("/api/v1/admin-notifications?limit=15");
    const { invoices } = await get("/api/v1/invoices?limit=100");
    const paid = invoices.filter((invoice: { status: string }) => invoice.status === "paid");
    expect(paid).toHaveLength(1);
    const [invoice] = paid;
    // Without the demo's classes (no file storage here), the paid invoice is the one occasion.
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "paymentItem",
        title: "Invoice Paid",
        message: `${invoice.firstName} ${invoice.lastName} paid an invoice of $89.70.`,
        userId: invoice.uid,
        refId: invoice.invoiceId,
        timestamp: t.clock.now.toISOString(),
      }),
    ]);
    expect(unreadCount).toBe(1);
  });
});

describe("Harbor Yoga's demo paid invoice", () => {
  it("shows in its member's Purchase History as its card charge, with the invoice's receipt", async () => {
    const cookie = await t.signIn("admin@harbor.example", DEMO_PASSWORD);
    const get = async (url: string) => (await t.request({ method: "GET", url, cookie })).json();
    const { invoices } = await get("/api/v1/invoices?limit=100");
    const [paid] = invoices.filter((invoice: { status: string }) => invoice.status === "paid");
    const { charges } = await get(`/api/v1/members/${paid.uid}/charges`);
    const invoiceCharges = charges.filter((charge: { description: string }) =>
      charge.description.startsWith("Invoice:"),
    );
    expect(invoiceCharges).toEqual([
      expect.objectContaining({
        description: "Invoice: Private Session",
        amount: paid.price.amount,
        status: "succeeded",
        receiptUrl: paid.receiptUrl,
      }),
    ]);
  });
});
