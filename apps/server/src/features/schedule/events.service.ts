import { type ScheduleEvent, ZCreateEventRequest } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { type EventDraft, newEventIssues } from "@studiodesk/core/rules/events";
import { applyOverride } from "@studiodesk/core/rules/recurrence";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { withTenant } from "../../db/database";
import { validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  deletePublicImage,
  type NewPublicImages,
  readPayloadWithImage,
  writeWithNewPublicImage,
} from "../../shared/image-upload";
import { oneTimeSchedule, storedSeries } from "../../shared/stored-schedule";
import { requireClassOpenForEvents } from "../classes/classes.service";
import { featureNewItem } from "../featured/featured.service";
import { replacePublicPicture } from "../files/files.service";
import { createShareLinkOrNull, retireShareLink } from "../share-links/share-links.service";
import { requireAppLeaders } from "../users/users.service";
import { toEventView } from "./event-mapping";
import { assertNotCancelled, assertPaidOrLink, occurrenceOf } from "./event-occurrence";
import {
  deleteEvent,
  type EventRow,
  findEvent,
  insertEvent,
  listRunningEvents,
  type NewEventRow,
  updateEvent,
} from "./events.repo";
import {
  eventNotFound,
  requireEvent,
  type ScheduleSettings,
  scheduleSettings,
} from "./schedule-context";

type ParsedCreateEvent = z.output<typeof ZCreateEventRequest>;

// 001 §2 New event wizard → 'New Event has been added.'. The picture is stored first and
// removed again if the event is refused or its transaction fails.
export async function createEvent(
  deps: Deps,
  auth: AuthContext,
  request: FastifyRequest,
): Promise<ScheduleEvent> {
  const { input, image: uploadedImage } = await readPayloadWithImage(request, ZCreateEventRequest);
  const settings = await scheduleSettings(deps, auth);
  assertCreatable(input, uploadedImage !== null, settings, deps.now());
  if (!uploadedImage)
    throw validationError(MESSAGES.selectEventImage, { image: MESSAGES.selectEventImage });
  // A featured event's featured item keeps a copy of the picture of its own.
  const row = await writeWithNewPublicImage(
    deps,
    auth.orgId,
    uploadedImage,
    { withCopy: input.isFeatured },
    (pictures) => insertNewEvent(deps, auth, input, settings, pictures),
  );
  if (input.isFeatured) await deps.events.publish(auth.orgId, { topic: "content" });
  const shareLink = await shareLinkFor(deps, row);
  return toEventView({ ...row, share_link: shareLink }, applyOverride(row.start_at, undefined));
}

// The new event's record, audit line and (created as featured) featured item, one transaction.
function insertNewEvent(
  deps: Deps,
  auth: AuthContext,
  input: ParsedCreateEvent,
  settings: ScheduleSettings,
  pictures: NewPublicImages,
): Promise<EventRow> {
  return staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    // 001 §2 New event wizard (query classId): an event of a class must be of the
    // organization's own class, not cancelled; an unknown or another organization's id is the
    // class's 404.
    if (input.classId) await requireClassOpenForEvents(trx, auth.orgId, input.classId);
    const leaders = await requireAppLeaders(trx, auth.orgId, input.eventLeaders, "eventLeaders");
    const eventId = newId();
    await insertEvent(
      trx,
      newEventRow(auth.orgId, eventId, input, settings, { ...pictures.image, leaders }),
    );
    await audit({
      action: "event.created",
      targetType: "event",
      targetId: eventId,
      details: { eventTitle: input.eventTitle, eventStart: input.eventStart },
    });
    if (pictures.copy) {
      const featured = { itemKind: "eventItem" as const, itemId: eventId };
      await featureNewItem(trx, deps, auth, featured, pictures.copy);
    }
    return (await findEvent(trx, auth.orgId, eventId)) as EventRow;
  });
}

// 001 §5 "New event valid when" plus the common limits, on the server too.
function assertCreatable(
  input: ParsedCreateEvent,
  hasImage: boolean,
  settings: ScheduleSettings,
  now: Date,
) {
  const draft: EventDraft = {
    eventTitle: input.eventTitle,
    eventDescription: input.eventDescription,
    hasImage,
    eventStart: new Date(input.eventStart),
    eventDuration: input.eventDuration,
    recurrence: input.recurrence ? { recurrenceTime: input.recurrence.recurrenceTime } : null,
    eventEnd: input.eventEnd ? new Date(input.eventEnd) : null,
    price: input.price ? { ...input.price, isFree: input.price.amount === 0 } : null,
    eventMaxUsers: input.eventMaxUsers,
    ageItem: input.ageItem,
    registrationStartDuration: input.registrationStartDuration,
    registrationCloseDuration: input.registrationCloseDuration,
  };
  const [issue] = newEventIssues(draft, now, settings.timeZone, settings.currency);
  if (issue) throw validationError(issue.message, { [issue.field]: issue.message });
  if (input.price && !settings.isPaymentActive) {
    throw validationError(MESSAGES.paymentsInactive, { price: MESSAGES.paymentsInactive });
  }
  assertPaidOrLink(input.price?.amount ?? null, input.eventButtonLink);
}

function newEventRow(
  orgId: string,
  eventId: string,
  input: ParsedCreateEvent,
  settings: ScheduleSettings,
  extra: { key: string; thumbnailKey: string; url: string; leaders: string[] },
): NewEventRow {
  const { recurrence } = input;
  const end = recurrence && input.eventEnd ? new Date(input.eventEnd) : null;
  const start = new Date(input.eventStart);
  return {
    org_id: orgId,
    id: eventId,
    class_id: input.classId,
    title: input.eventTitle,
    description: input.eventDescription,
    ...(recurrence
      ? storedSeries({ start, end, recurrence, timeZone: settings.timeZone }, "eventEnd")
      : oneTimeSchedule(start, settings.timeZone)),
    end_at: end,
    duration_seconds: input.eventDuration,
    image_key: extra.key,
    image_url: extra.url,
    image_thumbnail_key: extra.thumbnailKey,
    leaders: JSON.stringify(extra.leaders),
    max_users: input.eventMaxUsers,
    location: input.location ? JSON.stringify(input.location) : null,
    price_amount: input.price?.amount ?? null,
    price_quantity: input.price?.quantity ?? null,
    one_time_purchase: input.price?.oneTimePurchase ?? false,
    is_prepaid_option: input.isPrepaidOption,
    button_title: input.eventButtonTitle || null,
    button_link: input.eventButtonLink || null,
    registration_start_seconds: input.registrationStartDuration,
    registration_close_seconds: input.registrationCloseDuration,
    age_item: input.ageItem ? JSON.stringify(input.ageItem) : null,
    show_on_website: input.showOnWebsite,
    calendar_hex: input.calendarHex,
    policy: input.eventPolicy || null,
    is_featured: input.isFeatured,
    is_private: input.isPrivate,
    is_on_calendar: input.isOnCalendar,
    required_documents: input.requiredDocuments,
    // 001 §9: the transaction fee comes from the account's payment settings.
    transaction_fee: settings.transactionFee,
  };
}

// 001 §7 createShareLink. A failure leaves the event without a link (the spec's 'nil'):
// the event view then answers Share Event with 'Unable To Copy Link'.
function shareLinkFor(deps: Deps, row: EventRow): Promise<string | null> {
  return createShareLinkOrNull(
    deps,
    {
      orgId: row.org_id,
      urlExtended: `events?&eventId=${row.id}`,
      title: row.title,
      socialLinkImageUrl: row.image_url,
    },
    (trx, link) => updateEvent(trx, row.org_id, row.id, { share_link: link }),
  );
}

// 001 §2 Event view: the event with the occurrence at eventStart (its original start).
export async function getEvent(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  eventStart?: string,
): Promise<ScheduleEvent> {
  const view = await withTenant(deps.db, auth.orgId, async (trx) => {
    const row = await requireEvent(trx, auth.orgId, eventId);
    return { row, event: toEventView(row, await occurrenceOf(trx, row, eventStart)) };
  });
  // 001 §7 gives every event a share link; one whose creation failed (or an event older than
  // links) gets it now, after the read's transaction, so Share Event always has a link.
  if (view.event.shareLink) return view.event;
  return { ...view.event, shareLink: await shareLinkFor(deps, view.row) };
}

// 001 §4: a series is deleted as a whole (irreversible); its picture goes with it.
export async function removeEvent(deps: Deps, auth: AuthContext, eventId: string): Promise<void> {
  const row = await staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
    const found = await requireEvent(trx, auth.orgId, eventId);
    if (!(await deleteEvent(trx, auth.orgId, eventId))) throw eventNotFound();
    await retireShareLink(trx, auth.orgId, found.share_link, deps.now());
    await audit({
      action: "event.deleted",
      targetType: "event",
      targetId: eventId,
      details: { eventTitle: found.title, isSeries: found.recurrence !== null },
    });
    return found;
  });
  await deletePublicImage(deps, { key: row.image_key, thumbnailKey: row.image_thumbnail_key });
}

// 001 §7 "change image": the new picture replaces the old one for the whole series.
export async function replaceEventImage(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
  request: FastifyRequest,
): Promise<ScheduleEvent> {
  const exists = await withTenant(deps.db, auth.orgId, (trx) =>
    requireEvent(trx, auth.orgId, eventId),
  );
  assertNotCancelled(exists.is_cancelled);
  return replacePublicPicture(deps, auth.orgId, request, (picture) =>
    staffWrite(deps, auth, { topic: "schedule" }, async (trx, audit) => {
      const row = await requireEvent(trx, auth.orgId, eventId);
      // The picture is the whole series': only a wholly cancelled event refuses it.
      assertNotCancelled(row.is_cancelled);
      const url = deps.storage.publicUrl(picture.key);
      await updateEvent(trx, auth.orgId, eventId, {
        image_key: picture.key,
        image_url: url,
        image_thumbnail_key: picture.thumbnailKey,
      });
      await audit({ action: "event.image.replaced", targetType: "event", targetId: eventId });
      const updated = { ...row, image_key: picture.key, image_url: url };
      return {
        replaced: { key: row.image_key, thumbnailKey: row.image_thumbnail_key },
        result: toEventView(updated, applyOverride(row.start_at, undefined)),
      };
    }),
  );
}

export async function listEventSummaries(deps: Deps, auth: AuthContext) {
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listRunningEvents(trx, auth.orgId, deps.now(), 200),
  );
  return rows.map((row) => ({
    eventId: row.id,
    eventTitle: row.title,
    eventStart: new Date(row.start_at).toISOString(),
  }));
}
