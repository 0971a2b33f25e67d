import {
  expandOccurrences,
  type Recurrence,
  type Series,
  seriesEnd,
} from "@studiodesk/core/rules/recurrence";
import { type Db, type Trx, withTenant } from "../db/database";
import { insertAttendees, setAttendance, takeTickets } from "../features/schedule/attendees.repo";
import { insertCalendarItem } from "../features/schedule/calendar-items.repo";
import { insertEvent, type NewEventRow, upsertOverride } from "../features/schedule/events.repo";
import { newId } from "../shared/ids";
import { type DemoStudio, demoInstant, demoStudio, mondayOffset } from "./demo-clock";
import { demoShareLink } from "./demo-content";

type DemoEvent = {
  title: string;
  description: string;
  // Days from today (the studio's date) for a one-off, from this week's Monday for a
  // recurring event, and the studio's wall-clock time.
  day: number;
  time: string;
  minutes: number;
  recurrence?: Recurrence;
  // Days from today of the recurrence end date.
  endDay?: number;
  priceCents?: number | null;
  quantity?: number | null;
  location: string;
  hex?: string;
  leaderCount?: number;
};

const STUDIO = "Harbor Yoga, 120 Harbor St";
const DAY_MS = 86_400_000;

// A month of Harbor Yoga's schedule: weekly classes run as recurring events, one-off
// workshops (some paid, one sold out), a cancelled and a re-titled occurrence, calendar
// items, and attendees with their attendance. Only into an organization without events.
// With `publicUrl`, every event gets its share link, as a created one does (001 §7).
export async function seedDemoSchedule(
  db: Db,
  orgId: string,
  now: Date,
  publicUrl?: string,
): Promise<void> {
  await withTenant(db, orgId, async (trx) => {
    const existing = await trx
      .selectFrom("events")
      .select("id")
      .where("org_id", "=", orgId)
      .executeTakeFirst();
    if (existing) return;
    const context = { ...(await demoContext(trx, orgId, now)), publicUrl };
    const ids = new Map<string, string>();
    for (const event of DEMO_EVENTS)
      ids.set(event.title, await insertDemoEvent(trx, context, event));
    await seedOccurrenceChanges(trx, context, ids);
    await seedAttendees(trx, context, ids);
    await seedCalendarItems(trx, context);
  });
}

type Context = DemoStudio & {
  orgId: string;
  now: Date;
  series: Map<string, Series>;
  members: string[];
  leaders: string[];
  publicUrl?: string;
};

async function demoContext(trx: Trx, orgId: string, now: Date): Promise<Context> {
  const studio = await demoStudio(trx, orgId, now);
  const users = await trx
    .selectFrom("users")
    .select(["id", "app_leader"])
    .where("org_id", "=", orgId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    ...studio,
    orgId,
    now,
    series: new Map(),
    leaders: users.filter((user) => user.app_leader !== null).map((user) => user.id),
    // Members only: the staff accounts are the first rows.
    members: users
      .filter((user) => user.app_leader === null)
      .map((user) => user.id)
      .slice(3),
  };
}

const at = (context: Context, day: number, time: string) =>
  demoInstant(context.timeZone, context.today, day, time);

const weekly = (
  days: Recurrence["recurrenceDays"],
  option: Recurrence["recurrenceTime"] = "everyWeek",
) => ({
  recurrenceTime: option,
  recurrenceDays: days,
});

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Morning Vinyasa",
    description: "A steady, breath-led flow to start the day. All levels welcome; mats provided.",
    day: -21,
    time: "07:00",
    minutes: 60,
    location: "Studio A",
    recurrence: weekly(["monday", "wednesday", "friday"]),
    endDay: 90,
    priceCents: 0,
    quantity: null,
    leaderCount: 1,
  },
  {
    title: "Evening Flow",
    description: "Strong vinyasa after work, finishing with a long savasana.",
    day: -20,
    time: "18:00",
    minutes: 75,
    location: "Studio A",
    hex: "#7048e8",
    recurrence: weekly(["tuesday", "thursday"]),
    endDay: 90,
    priceCents: 1800,
    quantity: 20,
    leaderCount: 2,
  },
  {
    title: "Weekend Yin",
    description: "Long-held floor poses and quiet music. Bring warm layers.",
    day: -16,
    time: "09:30",
    minutes: 90,
    location: "Studio B",
    hex: "#0ca678",
    recurrence: weekly(["saturday"], "biWeekly"),
    endDay: 120,
    priceCents: 2200,
    quantity: 16,
  },
  {
    title: "Intro to Handstands",
    description: "Two hours of drills, wall work and partner spotting. No experience needed.",
    day: 6,
    time: "13:00",
    minutes: 120,
    location: "Studio B",
    priceCents: 3500,
    quantity: 12,
    hex: "#f76707",
  },
  {
    title: "Breathwork & Sound Bath",
    description: "Guided pranayama followed by a sound bath with crystal bowls.",
    day: 12,
    time: "19:00",
    minutes: 90,
    location: "Studio A",
    priceCents: 0,
    quantity: 30,
    leaderCount: 1,
  },
  {
    title: "Yoga for Runners",
    description: "Hips, hamstrings and recovery for the spring race season.",
    day: 9,
    time: "10:00",
    minutes: 90,
    location: "Studio A",
    priceCents: 2500,
    quantity: 6,
    hex: "#e03131",
  },
  {
    title: "Community Open House",
    description: "Free taster classes, tea and a studio tour. Bring a friend.",
    day: -5,
    time: "11:00",
    minutes: 180,
    location: "Whole studio",
    priceCents: null,
    quantity: null,
  },
];

// The schedule columns of a demo event or calendar item: its start, last start (a one-off's is
// its start), length, recurrence and the zone it is expanded on.
const seriesColumns = (series: Series, minutes: number) => ({
  start_at: series.start,
  series_end_at: series.recurrence ? seriesEnd(series) : series.start,
  duration_seconds: minutes * 60,
  recurrence: series.recurrence ? JSON.stringify(series.recurrence) : null,
  time_zone: series.timeZone,
});

async function insertDemoEvent(trx: Trx, context: Context, event: DemoEvent): Promise<string> {
  const day = event.recurrence ? mondayOffset(context.today) + event.day : event.day;
  const start = at(context, day, event.time);
  const end = event.recurrence && event.endDay ? at(context, event.endDay, "23:59") : null;
  const series = { start, timeZone: context.timeZone, recurrence: event.recurrence ?? null, end };
  const id = newId();
  const shareLink = context.publicUrl
    ? await demoShareLink(trx, context.orgId, context.publicUrl, {
        targetPath: `events?&eventId=${id}`,
        title: event.title,
      })
    : null;
  await insertEvent(trx, {
    org_id: context.orgId,
    id,
    class_id: null,
    title: event.title,
    description: event.description,
    ...seriesColumns(series, event.minutes),
    end_at: end,
    leaders: JSON.stringify(context.leaders.slice(0, event.leaderCount ?? 0)),
    location: JSON.stringify({ title: event.location, description: STUDIO }),
    price_amount: event.priceCents === undefined ? null : event.priceCents,
    price_quantity: event.quantity ?? null,
    calendar_hex: event.hex ?? null,
    policy: "Cancel up to 12 hours before class for a full credit.",
    registration_close_seconds: 3600,
    transaction_fee: context.transactionFee,
    share_link: shareLink,
  } satisfies NewEventRow);
  context.series.set(id, series);
  return id;
}

// The first occurrence of a series starting at or after `fromDay` days from today.
function nextOccurrence(context: Context, eventId: string, fromDay: number): Date | undefined {
  const series = context.series.get(eventId);
  if (!series) return undefined;
  const from = at(context, fromDay, "00:00");
  return expandOccurrences(series, { from, to: new Date(from.getTime() + 14 * DAY_MS) })[0];
}

async function seedOccurrenceChanges(trx: Trx, context: Context, ids: Map<string, string>) {
  const evening = ids.get("Evening Flow") as string;
  const cancelled = nextOccurrence(context, evening, 7);
  if (cancelled)
    await upsertOverride(trx, context.orgId, evening, cancelled, { isCancelled: true });
  const morning = ids.get("Morning Vinyasa") as string;
  const guest = nextOccurrence(context, morning, 2);
  if (guest) {
    await upsertOverride(trx, context.orgId, morning, guest, {
      changes: { eventTitle: "Morning Vinyasa with Guest Teacher Maya", calendarHex: "#d6336c" },
    });
  }
}

// Attendees take tickets the way the dashboard's Add Attendees does; each past date of an
// event also gets its attendance (mostly present, now and then a no-show), taken at that date.
async function seedAttendees(trx: Trx, context: Context, ids: Map<string, string>) {
  const plan: Array<[string, number, number, boolean]> = [
    // title, first member, count, attendance taken
    ["Yoga for Runners", 0, 6, false],
    ["Intro to Handstands", 6, 5, false],
    ["Evening Flow", 11, 8, true],
    ["Morning Vinyasa", 19, 10, true],
    ["Community Open House", 29, 12, true],
  ];
  for (const [title, first, count, isTaken] of plan) {
    const eventId = ids.get(title) as string;
    const userIds = context.members.slice(first, first + count);
    const added = await insertAttendees(trx, context.orgId, eventId, userIds);
    if (added.length > 0) await takeTickets(trx, context.orgId, eventId, added.length);
    if (!isTaken) continue;
    for (const [dateIndex, date] of pastDates(context, eventId).entries()) {
      for (const [index, userId] of added.entries()) {
        const quantity = (index + dateIndex) % 5 === 4 ? 0 : 1;
        await setAttendance(trx, context.orgId, eventId, date, userId, {
          quantity,
          recordedAt: new Date(Math.min(date.getTime() + 10 * 60_000, context.now.getTime())),
        });
      }
    }
  }
}

// The dates of an event that have started by now, in order (a one-time event's start).
function pastDates(context: Context, eventId: string): Date[] {
  const series = context.series.get(eventId);
  if (!series) return [];
  return expandOccurrences(series, { from: series.start, to: context.now });
}

async function seedCalendarItems(trx: Trx, context: Context) {
  const monday = mondayOffset(context.today);
  const items: Array<{
    title: string;
    description: string;
    day: number;
    time: string;
    minutes: number;
    hex: string;
    recurrence?: Recurrence;
    endDay?: number;
  }> = [
    {
      title: "Studio Closed: Floor Refinishing",
      description: "No classes while the floors are refinished.",
      day: 15,
      time: "08:00",
      minutes: 600,
      hex: "#868e96",
    },
    {
      title: "Staff Meeting",
      description: "Monthly teachers' meeting in the office.",
      day: monday + 7,
      time: "08:00",
      minutes: 60,
      hex: "#1c7ed6",
      recurrence: { recurrenceTime: "everyMonth", recurrenceDays: [] },
      endDay: 180,
    },
    {
      title: "Teacher Training Weekend",
      description: "200-hour training module 3 (studio booked).",
      day: 20,
      time: "09:00",
      minutes: 480,
      hex: "#f59f00",
    },
  ];
  for (const item of items) {
    const start = at(context, item.day, item.time);
    const end = item.recurrence && item.endDay ? at(context, item.endDay, "23:59") : start;
    const series = { start, timeZone: context.timeZone, recurrence: item.recurrence ?? null, end };
    await insertCalendarItem(trx, {
      org_id: context.orgId,
      id: newId(),
      title: item.title,
      description: item.description,
      ...seriesColumns(series, item.minutes),
      end_at: end,
      hex: item.hex,
    });
  }
}
