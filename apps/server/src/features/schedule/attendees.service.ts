import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import type {
  AddAttendeesRequest,
  EventAttendee,
  EventAttendeeList,
  UpdateAttendanceRequest,
} from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { attendanceMax } from "@studiodesk/core/rules/events";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  type MemberDocumentSignatures,
  memberDocumentSignatures,
  memberDocumentStatus,
  memberSummaries,
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
import type { EventRow } from "./events.repo";
import { requireEvent } from "./schedule-context";

// The spec's Documents column: whether the attendee signed the organization's documents
// (the member profile's rule: every active document signed), when the event requires them.
function toAttendee(
  row: AttendeeRow,
  event: Pick<EventRow, "required_documents">,
  signatures: MemberDocumentSignatures,
): EventAttendee {
  return {
    userData: {
      uid: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profilePhotoURL: row.profile_photo_url,
      isLeader: row.is_leader,
      documentStatus: memberDocumentStatus(signatures, row.user_id, event.required_documents),
    },
    eventData: { quantity: row.quantity, attendance: row.attendance },
  };
}

async function attendeeList(trx: Trx, event: EventRow): Promise<EventAttendeeList> {
  const rows = await listAttendees(trx, event.org_id, event.id);
  const signatures = await memberDocumentSignatures(
    trx,
    event.org_id,
    rows.map((row) => row.user_id),
  );
  return { attendees: rows.map((row) => toAttendee(row, event, signatures)) };
}

// Every attendee change, as one schedule staff write: the event must be the organization's,
// `change` writes and answers its audit line's details, and the answer is the new list.
async function changeAttendees(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  action: string,
  change: (trx: Trx) => Promise<Record<string, unknown>>,
): Promise<EventAttendeeList> {
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const event = await requireEvent(trx, auth.orgId, eventId);
    const details = await change(trx);
    await audit({ action, targetType: "event", targetId: eventId, details });
    return attendeeList(trx, event);
  });
}

export async function getAttendees(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
): Promise<EventAttendeeList> {
  return withTenant(deps.db, auth.orgId, async (trx) =>
    attendeeList(trx, await requireEvent(trx, auth.orgId, eventId)),
  );
}

// 001 §4 Event attendance: staff add members directly (bypassing registration and billing);
// each takes one ticket. All or nothing: not enough tickets, or more attendees than the
// event's limit, refuses the whole add.
export async function addAttendees(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  request: AddAttendeesRequest,
): Promise<EventAttendeeList> {
  const userIds = [...new Set(request.userIds)];
  return changeAttendees(deps, auth, eventId, "event.attendees.added", async (trx) => {
    const known = await memberSummaries(trx, auth.orgId, userIds);
    if (known.length !== userIds.length) {
      throw validationError(MESSAGES.unknownAttendee, { userIds: MESSAGES.unknownAttendee });
    }
    const added = await insertAttendees(trx, auth.orgId, eventId, userIds);
    const taken =
      added.length > 0 ? await takeTickets(trx, auth.orgId, eventId, added.length) : "taken";
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
  eventId: string,
  userId: string,
): Promise<EventAttendeeList> {
  return changeAttendees(deps, auth, eventId, "event.attendee.removed", async (trx) => {
    const quantity = await deleteAttendee(trx, auth.orgId, eventId, userId);
    if (quantity === undefined) throw notFoundError(MESSAGES.memberNotFound);
    await returnTickets(trx, auth.orgId, eventId, quantity);
    return { userId, quantity };
  });
}

// 001 §3: attendance {quantity, type 'manual', timestamp}; 0 up to the attendee's tickets.
// A null quantity takes a check-in back: the attendance is not taken yet (issue #21).
export async function updateAttendance(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  request: UpdateAttendanceRequest,
): Promise<EventAttendeeList> {
  return changeAttendees(deps, auth, eventId, "event.attendance.updated", async (trx) => {
    const attendees = new Map(
      (await listAttendees(trx, auth.orgId, eventId)).map((row) => [row.user_id, row]),
    );
    for (const entry of request.attendance) {
      const attendee = attendees.get(entry.uid);
      if (!attendee)
        throw validationError(MESSAGES.unknownAttendee, { attendance: MESSAGES.unknownAttendee });
      if (entry.quantity !== null && entry.quantity > attendanceMax(attendee.quantity)) {
        throw validationError(MESSAGES.attendanceAboveQuantity, {
          attendance: MESSAGES.attendanceAboveQuantity,
        });
      }
    }
    const timestamp = deps.now().toISOString();
    for (const entry of request.attendance) {
      const attendance =
        entry.quantity === null
          ? null
          : { quantity: entry.quantity, type: "manual" as const, timestamp };
      await setAttendance(trx, auth.orgId, eventId, entry.uid, attendance);
    }
    return { attendance: request.attendance };
  });
}
