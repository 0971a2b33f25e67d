import { describe, expect, it } from "vitest";
import { createCategory } from "../../../test/support/shop-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { seedDemoActivity } from "../../seed/demo-activity";

const { t, orgId, adminId, cookie } = await appWithTwoOrganizations("Harbor Yoga");
const readAudit = async () =>
  (await t.request({ method: "GET", url: "/api/v1/audit", cookie })).json() as {
    entries: Array<{
      actor: { id: string } | null;
      action: string;
      createdAt: string;
      details: object;
    }>;
  };

describe("Harbor Yoga's demo activity (issue #20)", () => {
  it("writes nothing for an organization without items, and a dated line for each item", async () => {
    await seedDemoActivity(t.db, orgId, adminId, t.clock.now);
    expect((await readAudit()).entries).toEqual([]);

    await createCategory(t, cookie, "Workshops", "class");
    await seedDemoActivity(t.db, orgId, adminId, t.clock.now);
    const { entries } = await readAudit();
    // The category's own line (just now) first, then the demo's, a week earlier.
    expect(entries.map((entry) => entry.action)).toEqual(["category.created", "category.created"]);
    const demoLine = entries[1];
    expect(demoLine).toMatchObject({
      actor: { id: adminId },
      details: { categoryName: "Workshops", type: "class" },
    });
    const daysAgo =
      (t.clock.now.getTime() - new Date(demoLine?.createdAt ?? 0).getTime()) / 86_400_000;
    expect(daysAgo).toBeGreaterThan(6);
  });
});
