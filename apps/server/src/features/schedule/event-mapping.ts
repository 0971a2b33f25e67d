import type { EventChanges, ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import type { Occurrence, OccurrenceOverride, Series } from "@studiodesk/core/rules/recurrence";
import type { EventRow, OverrideRow } from "./events.repo";

// What one occurrence may change apart from its series (001 §4 "Recurring event update":
// everything but location, price quantity, max users and leaders).
export const OCCURRENCE_FIELDS = [
  "eventTitle",
  "eventDescription",
  "eventDuration",
  "eventButtonTitle",
  "eventButtonLink",
  "isPrepaidOption",
  "registrationStartDuration",
  "registrationCloseDuration",
  "ageItem",
  "showOnWebsite",
  "calendarHex",
  "eventPolicy",
] as const satisfies readonly (keyof EventChanges)[];

export type OccurrenceChanges = Partial<Pick<EventChanges, (typeof OCCURRENCE_FIELDS)[number]>>;

// Expanded on the zone the series was scheduled on, never the organization's current one: a
// changed zone must not move its dates off the instants its overrides and attendance name.
export const seriesOf = (
  row: Pick<EventRow, "start_at" | "end_at" | "recurrence" | "time_zone">,
): Series => ({
  start: row.start_at,
  timeZone: row.time_zone,
  recurrence: row.recurrence,
  end: row.end_at,
});

export const overrideOf = (row: OverrideRow): OccurrenceOverride<OccurrenceChanges> => ({
  occurrenceStart: row.occurrence_start,
  isCancelled: row.is_cancelled,
  start: row.start_at,
  changes: row.changes as OccurrenceChanges,
});

function seriesView(row: EventRow) {
  const hasPrice = row.price_amount !== null || row.price_quantity !== null;
  return {
    eventId: row.id,
    eventTitle: row.title,
    eventDescription: row.description,
    eventDuration: row.duration_seconds,
    image: row.image_url,
    eventImages: row.image_url ? [row.image_url] : [],
    eventLeaders: row.leaders,
    eventUsers: row.attended_count,
    eventMaxUsers: row.max_users,
    location: row.location,
    recurrence: row.recurrence,
    classId: row.class_id,
    price: hasPrice
      ? {
          amount: row.price_amount ?? 0,
          quantity: row.price_quantity,
          oneTimePurchase: row.one_time_purchase,
          purchased: row.price_purchased,
        }
      : null,
    isPrepaidOption: row.is_prepaid_option,
    eventButtonTitle: row.button_title,
    eventButtonLink: row.button_link,
    registrationStartDuration: row.registration_start_seconds,
    registrationCloseDuration: row.registration_close_seconds,
    ageItem: row.age_item,
    showOnWebsite: row.show_on_website,
    calendarHex: row.calendar_hex,
    eventPolicy: row.policy,
    isFeatured: row.is_featured,
    isPrivate: row.is_private,
    isViewable: row.is_viewable,
    isSearchable: row.is_searchable,
    isActive: row.is_active,
    isLocked: row.is_locked,
    isOnCalendar: row.is_on_calendar,
    requiredDocuments: row.required_documents,
    transactionFee: row.transaction_fee,
    shareLink: row.share_link,
    uploadTimestamp: row.created_at.toISOString(),
  };
}

// The event view of one occurrence: the series with that occurrence's overrides laid over.
export function toEventView(
  row: EventRow,
  occurrence: Occurrence<OccurrenceChanges>,
): ScheduleEvent {
  const view = { ...seriesView(row), ...pickOccurrenceChanges(occurrence.changes ?? {}) };
  const start = occurrence.start;
  const end = row.recurrence
    ? row.end_at
    : new Date(start.getTime() + (view.eventDuration ?? 0) * 1000);
  return {
    ...view,
    occurrenceStart: occurrence.occurrenceStart.toISOString(),
    eventStart: start.toISOString(),
    eventEnd: end ? end.toISOString() : null,
    isCancelled: row.is_cancelled || occurrence.isCancelled,
  };
}

export function pickOccurrenceChanges(changes: Record<string, unknown>): OccurrenceChanges {
  const picked: Record<string, unknown> = {};
  for (const field of OCCURRENCE_FIELDS) {
    if (changes[field] !== undefined) picked[field] = changes[field];
  }
  return picked as OccurrenceChanges;
}
