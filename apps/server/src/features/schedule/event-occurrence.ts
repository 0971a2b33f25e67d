import { MESSAGES } from "@studiodesk/core/messages";
import {
  type EventDraft,
  type RegistrationWindow,
  registrationCardIssues,
} from "@studiodesk/core/rules/events";
import {
  applyOverride,
  isOccurrence,
  type Occurrence,
  oneYearAfter,
} from "@studiodesk/core/rules/recurrence";
import type { Trx } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { type OccurrenceChanges, overrideOf, seriesOf } from "./event-mapping";
import { type EventRow, findOverride } from "./events.repo";
import { eventNotFound } from "./schedule-context";

// One occurrence of a series, addressed by its original start (the series start when none
// is given), with its override applied. Not an occurrence of this series: not found. A
// one-time event is its only occurrence, whatever start the caller still has (it may have
// moved since).
export async function occurrenceOf(
  trx: Trx,
  row: EventRow,
  occurrenceStart?: string,
): Promise<Occurrence<OccurrenceChanges>> {
  const at = occurrenceStart && row.recurrence ? new Date(occurrenceStart) : row.start_at;
  if (!isOccurrence(seriesOf(row), at)) throw eventNotFound();
  const override = await findOverride(trx, row.org_id, row.id, at);
  return applyOverride(at, override ? overrideOf(override) : undefined);
}

// 001 §4 "cancelled (irreversible)": a cancelled event, or a cancelled date of a series, is
// no longer edited (the event view locks it; the API refuses it the same way).
export function assertNotCancelled(isCancelled: boolean): void {
  if (isCancelled) {
    throw new AppError("event_cancelled", MESSAGES.eventCancelledNotEditable, 409);
  }
}

// 001 §5 "Event start and end are capped at one year from now".
export function assertWithinOneYear(start: Date, now: Date, timeZone: string): void {
  if (start.getTime() > oneYearAfter(now, timeZone).getTime()) {
    throw validationError(MESSAGES.eventDateTooFar, { eventStart: MESSAGES.eventDateTooFar });
  }
}

// 001 §5 the Registration card (its window, Max Users, the age limit), by the rule the wizards'
// "To publish" list shows: its first issue, in the rule's order and words, on its field.
export function assertRegistrationCard(
  card: RegistrationWindow & Pick<EventDraft, "ageItem">,
  maxUsers: number | null,
): void {
  const [issue] = registrationCardIssues(card, "eventMaxUsers", maxUsers);
  if (issue) throw validationError(issue.message, { [issue.field]: issue.message });
}

// 001 §4: a paid price hides the custom button link; a custom button link prevents payment.
export function assertPaidOrLink(
  priceAmount: number | null,
  buttonLink: string | null | undefined,
) {
  if (priceAmount && priceAmount > 0 && buttonLink) {
    throw validationError(MESSAGES.paidEventButtonLink, {
      eventButtonLink: MESSAGES.paidEventButtonLink,
    });
  }
}

// The attendee limit cannot go below the attendees the event already has (the row is locked,
// so a concurrent add has either counted or waits).
export function assertMaxUsersFitAttendees(maxUsers: number | null | undefined, attended: number) {
  if (maxUsers !== undefined && maxUsers !== null && maxUsers < attended) {
    const message = MESSAGES.maxUsersBelowAttendees;
    throw validationError(message, { eventMaxUsers: message });
  }
}
