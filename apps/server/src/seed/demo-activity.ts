import type { Db, Trx } from "../db/database";
import { withTenant } from "../db/database";
import { recordAudit, type StaffAction } from "../shared/audit";
import { demoInstant, demoStudio } from "./demo-clock";

type DemoLine = StaffAction & {
  // When, on the studio's clock: `daysAgo` days before today, at `time`.
  daysAgo: number;
  time: string;
};

// The lines the admin's own work of the past week and a half would have written, for the
// items the demo has (the seed writes its rows directly, so it records no activity itself).
// Each has the action and details the service writes for it.
async function demoLines(trx: Trx, orgId: string): Promise<DemoLine[]> {
  const [event, category, document, product, coupon] = await Promise.all([
    trx
      .selectFrom("events")
      .select(["id", "title", "start_at"])
      .where("org_id", "=", orgId)
      .where("class_id", "is", null)
      // The latest: created before it starts.
      .orderBy("start_at", "desc")
      .executeTakeFirst(),
    trx
      .selectFrom("categories")
      .select(["id", "name", "type"])
      .where("org_id", "=", orgId)
      .orderBy("name")
      .executeTakeFirst(),
    trx
      .selectFrom("documents")
      .select(["id", "title", "is_active", "is_required"])
      .where("org_id", "=", orgId)
      .orderBy("title")
      .executeTakeFirst(),
    trx
      .selectFrom("products")
      .select(["id"])
      .where("org_id", "=", orgId)
      .where("is_active", "=", true)
      .orderBy("title")
      .executeTakeFirst(),
    trx
      .selectFrom("coupons")
      .select(["id", "code"])
      .where("org_id", "=", orgId)
      .orderBy("code")
      .executeTakeFirst(),
  ]);
  const lines: Array<DemoLine | undefined> = [
    event && {
      daysAgo: 9,
      time: "09:12",
      action: "event.created",
      targetType: "event",
      targetId: event.id,
      details: { eventTitle: event.title, eventStart: new Date(event.start_at).toISOString() },
    },
    category && {
      daysAgo: 7,
      time: "14:05",
      action: "category.created",
      targetType: "category",
      targetId: category.id,
      details: { categoryName: category.name, type: category.type },
    },
    document && {
      daysAgo: 5,
      time: "10:30",
      action: "document.created",
      targetType: "document",
      targetId: document.id,
      details: {
        fileTitle: document.title,
        isActive: document.is_active,
        isRequired: document.is_required,
      },
    },
    product && {
      daysAgo: 3,
      time: "16:45",
      action: "product.updated",
      targetType: "product",
      targetId: product.id,
      details: { fields: ["productDescription", "price"] },
    },
    coupon && {
      daysAgo: 1,
      time: "08:50",
      action: "coupon.created",
      targetType: "coupon",
      targetId: coupon.id,
      details: { code: coupon.code, productIds: [] },
    },
  ];
  return lines.filter((line) => line !== undefined);
}

// Harbor Yoga's Activity page (issue #20) shows the admin's recent work on a first look
// instead of 'No activity yet.', which read as if the log did not work.
export async function seedDemoActivity(
  db: Db,
  orgId: string,
  adminId: string,
  now: Date,
): Promise<void> {
  await withTenant(db, orgId, async (trx) => {
    const lines = await demoLines(trx, orgId);
    if (lines.length === 0) return;
    const { timeZone, today } = await demoStudio(trx, orgId, now);
    for (const { daysAgo, time, ...action } of lines) {
      const at = demoInstant(timeZone, today, -daysAgo, time);
      await recordAudit(trx, orgId, { actorId: adminId, ...action }, at);
    }
  });
}
