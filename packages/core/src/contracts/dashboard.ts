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
});
export type KeyFigures = z.infer<typeof ZKeyFigures>;
