import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import type {
  AddAttendeesRequest,
  EventAttendee,
  EventAttendeeList,
  UpdateAttendanceRequest,
} from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { attendanceMax } from "@studiodesk/core/rules/events";
import { neighbouringOccurrences } from "@studiodesk/core/rules/recurrence";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  type MemberDocumentSignatures,
  memberDocumentSignatures,
  requireMembers,
  rosterMember,
} from "../users/users.service";
import {
  type AttendeeRow,
  deleteAttendee,
  insertAttendees,
  listAttendees,
  returnTickets,
  setAttendance,
  takeTickets,
} from "./attendees.repo";
import { seriesOf } from "./event-mapping";
import { assertNotCancelled, occurrenceOf } from "./event-occurrence";
import type { EventRow } from "./events.repo";
import { requireEvent, requireEventForUpdate } from "./schedule-context";

// The spec's Documents column: whether the attendee signed the organization's documents
// (the member profile's rule: every active document signed), when the event requires them.
function toAttendee(
  row: AttendeeRow,
  event: Pick<EventRow, "required_documents">,
  signatures: MemberDocumentSignatures,
): EventAttendee {
  return {
    userData: rosterMember(row, signatures, event.required_documents),
    eventData: {
      quantity: row.quantity,
      attendance:
        row.attended_quantity === null || row.attendance_recorded_at === null
          ? null
          : {
              quantity: row.attended_quantity,
              type: "manual",
              timestamp: row.attendance_recorded_at.toISOString(),
            },
    },
  };
}

// The event and the date its attendees are listed at: attendees and tickets belong to the
// event, attendance to one date (the one the event view was showing; a series' first when
// none is given). A date that is not one of the event's: 'Event not found.'. isCancelled: the
// event, or that date of the series, is cancelled.
type AttendeesAt = {
  event: EventRow;
  occurrenceStart: Date;
  isCancelled: boolean;
};

async function attendeesAt(
  trx: Trx,
  event: EventRow,
  eventStart: string | undefined,
): Promise<AttendeesAt> {
  const occurrence = await occurrenceOf(trx, event, eventStart);
  const isCancelled = event.is_cancelled || occurrence.isCancelled;
  return { event, occurrenceStart: occurrence.occurrenceStart, isCancelled };
}

async function attendeeList(trx: Trx, at: AttendeesAt): Promise<EventAttendeeList> {
  const { event, occurrenceStart } = at;
  const { previous, next } = neighbouringOccurrences(seriesOf(event), occurrenceStart);
  const rows = await listAttendees(trx, event.org_id, event.id, occurrenceStart);
  const signatures = await memberDocumentSignatures(
    trx,
    event.org_id,
    rows.map((row) => row.user_id),
  );
  return {
    attendees: rows.map((row) => toAttendee(row, event, signatures)),
    date: {
      occurrenceStart: occurrenceStart.toISOString(),
      previous: previous?.toISOString() ?? null,
      next: next?.toISOString() ?? null,
    },
  };
}

// Every attendee change, as one schedule staff write: the event must be the organization's,
// `change` writes and answers its audit line's details, and the answer is the new list.
async function changeAttendees(
  deps: Deps,
  auth: AuthContext,
  target: AttendeesTarget,
  action: string,
  change: (trx: Trx, at: AttendeesAt) => Promise<Record<string, unknown>>,
): Promise<EventAttendeeList> {
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    // Locked as a cancel locks it first: a cancel waits for this change, or this change
    // reads the event (and the date's override) as the cancel left it.
    const event = await requireEventForUpdate(trx, auth.orgId, target.eventId);
    const at = await attendeesAt(trx, event, target.eventStart);
    const details = await change(trx, at);
    await audit({ action, targetType: "event", targetId: target.eventId, details });
    return attendeeList(trx, at);
  });
}

// The event whose attendees a request is about, and the date (001 §2 eventStart) it lists.
export type AttendeesTarget = { eventId: string; eventStart?: string | undefined };

// For the Event Users export: the event's title and the date whose attendance it shows (null
// for a one-time event: its start, wherever it moves before the sheet is written).
export async function attendanceDateOf(
  trx: Trx,
  orgId: string,
  target: AttendeesTarget,
): Promise<{ title: string; occurrenceStart: Date | null }> {
  const event = await requireEvent(trx, orgId, target.eventId);
  const { occurrenceStart } = await attendeesAt(trx, event, target.eventStart);
  return { title: event.title, occurrenceStart: event.recurrence ? occurrenceStart : null };
}

export async function getAttendees(
  deps: Deps,
  auth: AuthContext,
  target: AttendeesTarget,
): Promise<EventAttendeeList> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const event = await requireEventForUpdate(trx, auth.orgId, target.eventId);
    return attendeeList(trx, await attendeesAt(trx, event, target.eventStart));
  });
}

// 001 §4 Event attendance: staff add members directly (bypassing registration and billing);
// each takes one ticket. All or nothing: not enough tickets, or more attendees than the
// event's limit, refuses the whole add. A cancelled event (001 §4, irreversible) takes no one
// new, as a cancelled class, and neither does an event of a cancelled class; attendees belong
// to the event, so a series with one cancelled date still takes them. Removing stays
// possible, to give tickets back.
export async function addAttendees(
  deps: Deps,
  auth: AuthContext,
  target: AttendeesTarget,
  request: AddAttendeesRequest,
): Promise<EventAttendeeList> {
  const { eventId } = target;
  return changeAttendees(deps, auth, target, "event.attendees.added", async (trx, { event }) => {
    assertNotCancelled(event.is_cancelled);
    const userIds = await requireMembers(trx, auth.orgId, request.userIds);
    const added = await insertAttendees(trx, auth.orgId, eventId, userIds);
    // Re-checked with the ticket update: a cancel committed since the event was read.
    const taken =
      added.length > 0
        ? await takeTickets(trx, auth.orgId, eventId, added.length, { unlessCancelled: true })
        : "taken";
    assertNotCancelled(taken === "cancelled");
    if (taken === "classCancelled") {
      throw new AppError("class_cancelled", MESSAGES.eventClassCancelled, 409);
    }
    if (taken !== "taken") {
      const message = taken === "full" ? MESSAGES.eventFull : MESSAGES.notEnoughTickets;
      throw new AppError(ERROR_CODES.conflict, message, 409);
    }
    return { userIds: added };
  });
}

// Removing reverses the add: the attendee's tickets go back to the remaining quantity.
export async function removeAttendee(
  deps: Deps,
  auth: AuthContext,
  target: AttendeesTarget,
  userId: string,
): Promise<EventAttendeeList> {
  const { eventId } = target;
  return changeAttendees(deps, auth, target, "event.attendee.removed", async (trx) => {
    const quantity = await deleteAttendee(trx, auth.orgId, eventId, userId);
    if (quantity === undefined) throw notFoundError(MESSAGES.memberNotFound);
    await returnTickets(trx, auth.orgId, eventId, quantity);
    return { userId, quantity };
  });
}

// 001 §3: attendance {quantity, type 'manual', timestamp}; 0 up to the attendee's tickets,
// taken at the date listed (a series' attendance is per date, migration 0026). A null
// quantity takes a check-in back: the attendance is not taken yet (issue #21). A cancelled
// event or date (001 §4, irreversible) takes no attendance: 409.
export async function updateAttendance(
  deps: Deps,
  auth: AuthContext,
  target: AttendeesTarget,
  request: UpdateAttendanceRequest,
): Promise<EventAttendeeList> {
  const { eventId } = target;
  return changeAttendees(deps, auth, target, "event.attendance.updated", async (trx, at) => {
    const { occurrenceStart } = at;
    if (at.isCancelled) {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.attendanceOnCancelledDate, 409);
    }
    const attendees = new Map(
      (await listAttendees(trx, auth.orgId, eventId, occurrenceStart)).map((row) => [
        row.user_id,
        row,
      ]),
    );
    for (const entry of request.attendance) {
      const attendee = attendees.get(entry.uid);
      // Most often one a colleague removed meanwhile: said as removing them again says it.
      if (!attendee) throw notFoundError(MESSAGES.memberNotFound);
      if (entry.quantity !== null && entry.quantity > attendanceMax(attendee.quantity)) {
        throw validationError(MESSAGES.attendanceAboveQuantity, {
          attendance: MESSAGES.attendanceAboveQuantity,
        });
      }
    }
    const recordedAt = deps.now();
    for (const entry of request.attendance) {
      const attendance = entry.quantity === null ? null : { quantity: entry.quantity, recordedAt };
      await setAttendance(trx, auth.orgId, eventId, occurrenceStart, entry.uid, attendance);
    }
    return { occurrenceStart: occurrenceStart.toISOString(), attendance: request.attendance };
  });
}
