import { z } from "zod";

// GET /api/v1/dashboard/key-figures: the organization at a glance, above the Featured card.
// Beyond the spec; the money figures came with billing (issue #15).
export const ZKeyFigures = z.object({
  members: z.number().int(),
  // 000 §4 Active user: signed in within the last 30 days.
  activeMembers: z.number().int(),
  // Succeeded, unrefunded charges since the month began on the organization's clock, in cents.
  revenueThisMonthCents: z.number().int(),
  // Invoices not yet paid (pending or past due): how many and their total in cents.
  outstandingInvoices: z.number().int(),
  outstandingInvoicesCents: z.number().int(),
  // Subscription charges declined since the month began (issue #21's front desk).
  failedSubscriptionCharges: z.number().int(),
});
export type KeyFigures = z.infer<typeof ZKeyFigures>;

// GET /api/v1/dashboard/today: the front desk's day (issue #21), beyond the spec. Today's
// event and class occurrences on the organization's clock, earliest first.
export const ZTodayOccurrence = z.object({
  kind: z.enum(["event", "class"]),
  // The event's id, or the class's own id for a class occurrence.
  eventId: z.string(),
  classId: z.string().nullable(),
  occurrenceStart: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  leaders: z.array(z.string()),
  // Tickets taken (events) or members subscribed (classes), and the limit if there is one.
  booked: z.number().int(),
  capacity: z.number().int().nullable(),
  isCancelled: z.boolean(),
});
export type TodayOccurrence = z.infer<typeof ZTodayOccurrence>;

export const ZFrontDeskToday = z.object({
  timeZone: z.string(),
  today: z.array(ZTodayOccurrence),
  // Occurrences in the seven days after today, cancelled ones left out.
  nextSevenDaysCount: z.number().int(),
});
export type FrontDeskToday = z.infer<typeof ZFrontDeskToday>;
