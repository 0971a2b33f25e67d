import { classShareLinkPath } from "@studiodesk/core/rules/classes";
import type { Recurrence } from "@studiodesk/core/rules/recurrence";
import { type Db, type Trx, withTenant } from "../db/database";
import { insertSubscription } from "../db/subscription-rows";
import { listCategories } from "../features/categories/categories.repo";
import { insertClassMembers, moveEnrolmentCounts } from "../features/classes/class-members.repo";
import { raiseClassRequests } from "../features/classes/class-members.service";
import { insertClassResource } from "../features/classes/class-resources.repo";
import { insertClass } from "../features/classes/classes.repo";
import { newId } from "../shared/ids";
import { storedSeries } from "../shared/stored-schedule";
import { addDays, demoInstant, demoStudio, mondayOffset } from "./demo-clock";
import { type DemoContentOptions, demoShareLink, storeDemoPicture } from "./demo-content";
import { demoPdf, demoWav } from "./demo-files";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STUDIO = "Harbor Yoga, 120 Harbor St, Portland, ME";

type DemoClass = {
  title: string;
  description: string;
  // Days from this week's Monday (the studio's) and the studio's wall-clock time.
  day: number;
  time: string;
  minutes: number;
  recurrence: Recurrence;
  endDays: number;
  category: string;
  maxUsers: number | null;
  price: "free" | { oneTime: number } | { subscription: number };
  isPrivate?: boolean;
  hex: string;
  colors: [string, string];
  members: number;
  pending: number;
  resources: Array<{ title: string; kind: "pdf" | "wav" }>;
};

// 001 §2 Classes: a free class, a paid one-time series, a subscription-billed class and a
// private class with pending requests, each with members and resources.
const CLASSES: DemoClass[] = [
  {
    title: "Sunrise Vinyasa Club",
    description: "Three early flows a week to build a steady practice. All levels; mats provided.",
    day: -14,
    time: "06:30",
    minutes: 45,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday", "wednesday", "friday"] },
    endDays: 150,
    category: "Vinyasa",
    maxUsers: 20,
    price: "free",
    hex: "#2f9e44",
    colors: ["#2f9e44", "#8ce99a"],
    members: 9,
    pending: 0,
    resources: [{ title: "Sunrise Sequence", kind: "pdf" }],
  },
  {
    title: "Yin & Restore Series",
    description:
      "Eight weeks of long, supported holds and guided rest. One payment for the series.",
    day: -7,
    time: "19:00",
    minutes: 75,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["thursday"] },
    endDays: 49,
    category: "Yin & Restorative",
    maxUsers: 12,
    price: { oneTime: 12_000 },
    hex: "#7048e8",
    colors: ["#5f3dc4", "#b197fc"],
    members: 5,
    pending: 1,
    resources: [
      { title: "Yin Posture Guide", kind: "pdf" },
      { title: "Guided Rest Audio", kind: "wav" },
    ],
  },
  {
    title: "Monthly Unlimited Flow",
    description: "Tuesday and Thursday evening flows, billed monthly. Cancel any time.",
    day: -21,
    time: "18:00",
    minutes: 60,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["tuesday", "thursday"] },
    endDays: 300,
    category: "Vinyasa",
    maxUsers: null,
    price: { subscription: 4_000 },
    hex: "#1c7ed6",
    colors: ["#1864ab", "#74c0fc"],
    members: 6,
    pending: 2,
    resources: [{ title: "Member Handbook", kind: "pdf" }],
  },
  {
    title: "Teacher Training Circle",
    description: "A private study group for our teacher trainees. Request access to join.",
    day: 5,
    time: "10:00",
    minutes: 120,
    recurrence: { recurrenceTime: "biWeekly", recurrenceDays: ["saturday"] },
    endDays: 180,
    category: "Workshops",
    maxUsers: 8,
    price: "free",
    isPrivate: true,
    hex: "#e8590c",
    colors: ["#d9480f", "#ffc078"],
    members: 3,
    pending: 3,
    resources: [{ title: "Training Reading List", kind: "pdf" }],
  },
];

type Context = {
  orgId: string;
  now: Date;
  timeZone: string;
  monday: string;
  transactionFee: number;
  leaders: string[];
  categories: Map<string, string>;
};

async function demoContext(trx: Trx, orgId: string, now: Date): Promise<Context> {
  const studio = await demoStudio(trx, orgId, now);
  const leaders = await trx
    .selectFrom("users")
    .select("id")
    .where("org_id", "=", orgId)
    .where("app_leader", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const categories = await listCategories(trx, orgId, "class");
  return {
    orgId,
    now,
    timeZone: studio.timeZone,
    monday: addDays(studio.today, mondayOffset(studio.today)),
    transactionFee: studio.transactionFee,
    leaders: leaders.map((row) => row.id),
    categories: new Map(categories.map((row) => [row.name, row.id])),
  };
}

const at = (context: Context, days: number, time: string) =>
  demoInstant(context.timeZone, context.monday, days, time);

// Harbor Yoga's classes (001 §2 Classes list), after the shop made the class categories.
export async function seedDemoClasses(
  db: Db,
  orgId: string,
  options: DemoContentOptions,
  members: Array<{ id: string }>,
  now: Date,
): Promise<void> {
  const context = await withTenant(db, orgId, (trx) => demoContext(trx, orgId, now));
  let offset = 0;
  for (const [index, demo] of CLASSES.entries()) {
    const people = members.slice(offset, offset + demo.members + demo.pending);
    offset += 4;
    await seedClass(db, context, options, demo, { index, people });
  }
}

function priceColumns(context: Context, demo: DemoClass, start: Date) {
  if (demo.price === "free") return { price_mode: "free" as const, price_amount: 0 };
  if ("oneTime" in demo.price) {
    return {
      price_mode: "oneTime" as const,
      price_amount: demo.price.oneTime,
      one_time_purchase: true,
    };
  }
  const subscriptionStart = at(context, 0, "00:00");
  return {
    price_mode: "subscription" as const,
    price_amount: 0,
    subscription_amount: demo.price.subscription,
    subscription_recurrence: "everyMonth",
    subscription_start: subscriptionStart < start ? subscriptionStart : start,
    subscription_end: new Date(subscriptionStart.getTime() + 300 * DAY_MS),
  };
}

async function seedClass(
  db: Db,
  context: Context,
  options: DemoContentOptions,
  demo: DemoClass,
  extra: { index: number; people: Array<{ id: string }> },
): Promise<void> {
  const id = newId();
  const picture = await storeDemoPicture(options.storage, context.orgId, newId(), {
    title: demo.title,
    colors: demo.colors,
    width: 800,
  });
  const files = await Promise.all(
    demo.resources.map((resource) => storeResource(options, context.orgId, resource)),
  );
  await withTenant(db, context.orgId, async (trx) => {
    const end = at(context, demo.endDays, "23:59");
    // Stored as the wizard stores a class: from its first date (a Monday-based day offset
    // for a Tuesday and Thursday class starts on the Tuesday).
    const schedule = storedSeries(
      {
        start: at(context, demo.day, demo.time),
        end,
        recurrence: demo.recurrence,
        timeZone: context.timeZone,
      },
      "classEnd",
    );
    const start = schedule.start_at;
    const shareLink = await demoShareLink(trx, context.orgId, options.publicUrl, {
      targetPath: classShareLinkPath(id),
      title: demo.title,
    });
    await insertClass(trx, {
      org_id: context.orgId,
      id,
      title: demo.title,
      description: demo.description,
      image_key: picture.imageKey,
      image_thumbnail_key: picture.thumbnailKey,
      category_id: context.categories.get(demo.category) ?? null,
      ...schedule,
      duration_seconds: demo.minutes * 60,
      end_at: end,
      location: JSON.stringify({ title: "Studio A", description: STUDIO }),
      ...priceColumns(context, demo, start),
      one_time_purchase: demo.price !== "free" && "oneTime" in demo.price,
      max_users: demo.maxUsers,
      leaders: JSON.stringify(context.leaders.slice(extra.index % 2, (extra.index % 2) + 1)),
      registration_close_seconds: 3600,
      policy: "Cancel up to 12 hours before class for a full credit.",
      calendar_hex: demo.hex,
      is_private: demo.isPrivate ?? false,
      is_on_calendar: true,
      is_featured: false,
      is_prepaid_option: true,
      show_on_website: true,
      required_documents: true,
      transaction_fee: context.transactionFee,
      share_link: shareLink,
      created_at: new Date(context.now.getTime() - (40 - extra.index * 7) * DAY_MS),
    });
    await seedMembers(trx, context, { id, title: demo.title }, demo, extra);
    for (const [index, file] of files.entries()) {
      await insertClassResource(trx, {
        org_id: context.orgId,
        id: newId(),
        class_id: id,
        title: demo.resources[index]?.title ?? "Resource",
        ...file,
        created_at: new Date(context.now.getTime() - (20 - index) * DAY_MS),
      });
    }
  });
}

// Members join the way the dashboard's Add Members and Accept do: the counts move with them.
// A subscription class's members have their monthly class subscription. The requests still
// pending tell the staff, as the app's do, each class's a day or so apart.
async function seedMembers(
  trx: Trx,
  context: Context,
  classRow: { id: string; title: string },
  demo: DemoClass,
  extra: { index: number; people: Array<{ id: string }> },
) {
  const classId = classRow.id;
  const joined = extra.people.slice(0, demo.members).map((person) => person.id);
  const waiting = extra.people.slice(demo.members).map((person) => person.id);
  const joinedAt = new Date(context.now.getTime() - 10 * DAY_MS);
  const requestedAt = new Date(context.now.getTime() - (extra.index + 1) * 17 * HOUR_MS);
  const isPaid = demo.price !== "free";
  await insertClassMembers(trx, context.orgId, classId, joined, {
    status: "subscribed",
    isPendingPayment: false,
    joinedAt,
  });
  await insertClassMembers(trx, context.orgId, classId, waiting, {
    status: "pending",
    isPendingPayment: isPaid,
    joinedAt: requestedAt,
  });
  await raiseClassRequests(trx, context.orgId, classRow, waiting, requestedAt, true);
  await moveEnrolmentCounts(trx, context.orgId, classId, {
    classUsers: joined.length,
    pendingUsers: waiting.length,
  });
  if (demo.price === "free" || !("subscription" in demo.price)) return;
  for (const userId of joined) {
    await insertSubscription(trx, context.orgId, {
      id: newId(),
      userId,
      description: demo.title,
      uniqueName: "classItem",
      itemId: classId,
      amount: demo.price.subscription,
      quantity: 0,
      recurrence: "everyMonth",
      nextCharge: new Date(context.now.getTime() + 20 * DAY_MS),
      subscriptionStart: joinedAt,
      subscriptionEnd: new Date(joinedAt.getTime() + 300 * DAY_MS),
    });
  }
}

async function storeResource(
  options: DemoContentOptions,
  orgId: string,
  resource: DemoClass["resources"][number],
) {
  const isPdf = resource.kind === "pdf";
  const body = isPdf
    ? demoPdf(resource.title, ["Harbor Yoga class resource.", "Practice with care."])
    : demoWav();
  const fileName = `${resource.title.replace(/\s+/g, "")}.${isPdf ? "pdf" : "wav"}`;
  const contentType = isPdf ? "application/pdf" : "audio/wav";
  const storageKey = `private/${orgId}/resource/${newId()}.${isPdf ? "pdf" : "wav"}`;
  await options.storage.put(storageKey, body, contentType);
  return {
    storage_key: storageKey,
    file_name: fileName,
    content_type: contentType,
    size: body.length,
  };
}
