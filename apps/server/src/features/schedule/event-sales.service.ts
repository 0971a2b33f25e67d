import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { Trx } from "../../db/database";
import { AppError } from "../../shared/app-error";
import { isClassCancelled } from "../classes/classes.service";
import { addAttendeeTickets, takeTickets } from "./attendees.repo";
import { toEventView } from "./event-mapping";
import { occurrenceOf } from "./event-occurrence";
import { findOverride } from "./events.repo";
import { requireEvent } from "./schedule-context";

// What a sale of one occurrence's tickets needs to know (the terminal checkout).
export type EventForSale = {
  eventId: string;
  title: string;
  // The occurrence's original start, how it is addressed.
  occurrenceStart: Date;
  // When that date starts (a moved date: its new start) and how long it lasts, in seconds.
  eventStart: Date;
  eventDuration: number | null;
  priceCents: number | null;
  // The event's own transactionFee in cents (0: none).
  transactionFeeCents: number;
  isCancelled: boolean;
  // Tickets left (no more than the attendee limit leaves); null is Unlimited.
  remaining: number | null;
};

// One occurrence of the organization's event as a sale sees it; not found otherwise.
export async function findEventForSale(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart?: string,
): Promise<EventForSale> {
  const row = await requireEvent(trx, orgId, eventId);
  const view = toEventView(row, await occurrenceOf(trx, row, occurrenceStart));
  // An event of a cancelled class is sold as cancelled: it takes no one new (takeTickets).
  const isOfCancelledClass =
    row.class_id !== null && (await isClassCancelled(trx, orgId, row.class_id));
  return {
    eventId: row.id,
    title: view.eventTitle,
    occurrenceStart: new Date(view.occurrenceStart),
    eventStart: new Date(view.eventStart),
    eventDuration: view.eventDuration,
    priceCents: view.price ? view.price.amount : null,
    transactionFeeCents: view.transactionFee,
    isCancelled: view.isCancelled || isOfCancelledClass,
    remaining: remainingForSale(view.price?.quantity ?? null, row.max_users, row.attended_count),
  };
}

// What may still be sold: the tickets left, and no more than the attendee limit leaves
// (null: neither limits it).
function remainingForSale(
  tickets: number | null,
  maxUsers: number | null,
  attended: number,
): number | null {
  const spots = maxUsers === null ? null : Math.max(0, maxUsers - attended);
  if (tickets === null) return spots;
  return spots === null ? tickets : Math.min(tickets, spots);
}

// 000 §4 Terminal payment flow "adds the user to the event": takes the tickets (never below
// zero, 409 otherwise) and, for a member, adds them as an attendee holding the tickets. A
// walk-in's tickets are counted without an attendee row (attendees are members). The cancel
// is checked again here: an event, or the series date sold, cancelled after the sale's last
// check (001 §4, for good) sells nothing, and the terminal refunds the card it already
// charged. The ticket update holds the event row, which a cancel locks first, so the date's
// override is read after any cancel that came before.
export async function sellEventTickets(
  trx: Trx,
  orgId: string,
  sale: { eventId: string; occurrenceStart: Date | null; userId: string | null; quantity: number },
): Promise<void> {
  const taken = await takeTickets(trx, orgId, sale.eventId, sale.quantity, {
    unlessCancelled: true,
  });
  const isDateCancelled =
    taken === "taken" && sale.occurrenceStart !== null
      ? (await findOverride(trx, orgId, sale.eventId, sale.occurrenceStart))?.is_cancelled === true
      : false;
  if (taken === "cancelled" || taken === "classCancelled" || isDateCancelled) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.eventStatusCancelled, 409);
  }
  if (taken !== "taken") {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.terminalNotEnoughLeft, 409);
  }
  if (sale.userId) {
    await addAttendeeTickets(trx, orgId, sale.eventId, sale.userId, sale.quantity);
  }
}
