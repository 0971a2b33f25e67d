import type {
  EventChanges,
  ScheduleEvent,
  UpdateEventRequest,
} from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  cancelNeedsDate,
  cancelsWholeEvent,
  type RegistrationWindow,
} from "@studiodesk/core/rules/events";
import type { Trx } from "../../db/database";
import { validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { requireAppLeaders } from "../users/users.service";
import { moveAttendanceToStart } from "./attendees.repo";
import { type OccurrenceChanges, pickOccurrenceChanges, toEventView } from "./event-mapping";
import {
  assertMaxUsersFitAttendees,
  assertNotCancelled,
  assertPaidOrLink,
  assertRegistrationCard,
  assertWithinOneYear,
  occurrenceOf,
} from "./event-occurrence";
import {
  type EventRow,
  type EventRowChanges,
  updateEvent as saveEvent,
  upsertOverride,
} from "./events.repo";
import { requireEvent, requireEventForUpdate, scheduleSettings } from "./schedule-context";

// 001 §4 "Recurring event update": location, price quantity, max users and leaders go to
// the series; the rest (and a new start) to the one occurrence. A one-time event is its
// own single occurrence, so everything lands on the event itself.
export async function updateEvent(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  request: UpdateEventRequest,
): Promise<ScheduleEvent> {
  const { timeZone } = await scheduleSettings(deps, auth);
  const changes = { ...request.changes };
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const row = await requireEventForUpdate(trx, auth.orgId, eventId);
    const occurrence = await occurrenceOf(trx, row, request.occurrenceStart);
    assertNotCancelled(row.is_cancelled || occurrence.isCancelled);
    if (changes.eventStart) assertWithinOneYear(new Date(changes.eventStart), deps.now(), timeZone);
    assertRegistrationCard(
      {
        // Only a window being changed: one saved before the rule must not block other edits.
        ...(touchesRegistrationWindow(changes)
          ? registrationWindowAfter(row, occurrence.changes, changes)
          : NO_WINDOW),
        ageItem: changes.ageItem ?? null,
      },
      changes.eventMaxUsers ?? null,
    );
    assertMaxUsersFitAttendees(changes.eventMaxUsers, row.attended_count);
    const buttonLink =
      changes.eventButtonLink !== undefined ? changes.eventButtonLink : row.button_link;
    assertPaidOrLink(row.price_amount, buttonLink);
    if (changes.eventLeaders)
      changes.eventLeaders = await requireAppLeaders(
        trx,
        auth.orgId,
        changes.eventLeaders,
        "eventLeaders",
      );
    if (row.recurrence) {
      await saveEvent(trx, auth.orgId, eventId, seriesColumns(pickSeriesChanges(changes)));
      await saveOccurrenceChanges(trx, row, occurrence.occurrenceStart, changes);
    } else {
      await saveEvent(trx, auth.orgId, eventId, oneTimeColumns(changes));
      if (changes.eventStart)
        await moveAttendanceToStart(trx, auth.orgId, eventId, new Date(changes.eventStart));
    }
    await audit({
      action: "event.updated",
      targetType: "event",
      targetId: eventId,
      details: { occurrenceStart: occurrence.occurrenceStart.toISOString(), changes },
    });
    return reloadedView(trx, auth.orgId, eventId, occurrence.occurrenceStart);
  });
}

async function reloadedView(
  trx: Trx,
  orgId: string,
  eventId: string,
  occurrenceStart: Date,
): Promise<ScheduleEvent> {
  const row = await requireEvent(trx, orgId, eventId);
  return toEventView(row, await occurrenceOf(trx, row, occurrenceStart.toISOString()));
}

function pickSeriesChanges(changes: EventChanges): EventChanges {
  const { location, price, eventMaxUsers, eventLeaders } = changes;
  return { location, price, eventMaxUsers, eventLeaders };
}

async function saveOccurrenceChanges(
  trx: Trx,
  row: EventRow,
  occurrenceStart: Date,
  changes: EventChanges,
) {
  const occurrenceChanges = pickOccurrenceChanges(changes);
  const hasChanges = Object.keys(occurrenceChanges).length > 0 || changes.eventStart !== undefined;
  if (!hasChanges) return;
  await upsertOverride(trx, row.org_id, row.id, occurrenceStart, {
    changes: occurrenceChanges,
    ...(changes.eventStart !== undefined ? { startAt: new Date(changes.eventStart) } : {}),
  });
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

// The event columns of a set of changes; fields left out stay as they are.
function seriesColumns(changes: EventChanges): EventRowChanges {
  const columns: EventRowChanges = {};
  if (changes.location !== undefined) columns.location = json(changes.location);
  if (changes.price !== undefined) columns.price_quantity = changes.price.quantity;
  if (changes.eventMaxUsers !== undefined) columns.max_users = changes.eventMaxUsers;
  if (changes.eventLeaders !== undefined) columns.leaders = JSON.stringify(changes.eventLeaders);
  return columns;
}

function oneTimeColumns(changes: EventChanges): EventRowChanges {
  const columns: EventRowChanges = seriesColumns(changes);
  const set = <K extends keyof EventRowChanges>(key: K, value: EventRowChanges[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set("title", changes.eventTitle);
  set("description", changes.eventDescription);
  set("duration_seconds", changes.eventDuration);
  set(
    "button_title",
    changes.eventButtonTitle === undefined ? undefined : changes.eventButtonTitle || null,
  );
  set(
    "button_link",
    changes.eventButtonLink === undefined ? undefined : changes.eventButtonLink || null,
  );
  set("is_prepaid_option", changes.isPrepaidOption);
  set("registration_start_seconds", changes.registrationStartDuration);
  set("registration_close_seconds", changes.registrationCloseDuration);
  set("age_item", changes.ageItem === undefined ? undefined : json(changes.ageItem));
  set("show_on_website", changes.showOnWebsite);
  set("calendar_hex", changes.calendarHex);
  set("policy", changes.eventPolicy === undefined ? undefined : changes.eventPolicy || null);
  if (changes.eventStart !== undefined) {
    columns.start_at = new Date(changes.eventStart);
    columns.series_end_at = new Date(changes.eventStart);
  }
  return columns;
}

// 001 §4: cancelling sets isCancelled for that occurrence; for a one-time-purchase
// recurring event (one ticket for every date) the whole event is marked. Irreversible. A
// series cancelled one date at a time must be told the date (core cancelNeedsDate).
export async function cancelEvent(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  occurrenceStart?: string,
): Promise<ScheduleEvent> {
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const row = await requireEventForUpdate(trx, auth.orgId, eventId);
    const kind = { isRecurring: Boolean(row.recurrence), oneTimePurchase: row.one_time_purchase };
    if (occurrenceStart === undefined && cancelNeedsDate(kind)) {
      throw validationError(MESSAGES.cancelDateRequired, {
        occurrenceStart: MESSAGES.cancelDateRequired,
      });
    }
    const occurrence = await occurrenceOf(trx, row, occurrenceStart);
    const isWholeEvent = cancelsWholeEvent(kind);
    if (isWholeEvent) await saveEvent(trx, auth.orgId, eventId, { is_cancelled: true });
    else
      await upsertOverride(trx, auth.orgId, eventId, occurrence.occurrenceStart, {
        isCancelled: true,
      });
    await audit({
      action: "event.cancelled",
      targetType: "event",
      targetId: eventId,
      details: {
        occurrenceStart: isWholeEvent ? null : occurrence.occurrenceStart.toISOString(),
      },
    });
    return reloadedView(trx, auth.orgId, eventId, occurrence.occurrenceStart);
  });
}

// The occurrence's registration window after the changes: each bound from the changes, else
// the date's own override, else the series.
function registrationWindowAfter(
  row: EventRow,
  override: OccurrenceChanges | null,
  changes: EventChanges,
): RegistrationWindow {
  const bound = (key: keyof RegistrationWindow, seriesValue: number | null): number | null => {
    if (changes[key] !== undefined) return changes[key];
    if (override?.[key] !== undefined) return override[key];
    return seriesValue;
  };
  return {
    registrationStartDuration: bound("registrationStartDuration", row.registration_start_seconds),
    registrationCloseDuration: bound("registrationCloseDuration", row.registration_close_seconds),
  };
}

const NO_WINDOW: RegistrationWindow = {
  registrationStartDuration: null,
  registrationCloseDuration: null,
};

const touchesRegistrationWindow = (changes: EventChanges) =>
  changes.registrationStartDuration !== undefined ||
  changes.registrationCloseDuration !== undefined;
