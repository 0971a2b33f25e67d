import type { ClassList, StudioClass } from "@studiodesk/core/contracts/classes";
import { ZCreateClassRequest } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  type ClassPriceDraft,
  canDeleteClass,
  classPriceMode,
  classShareLinkPath,
  isActiveClass,
  newClassIssues,
} from "@studiodesk/core/rules/classes";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  deletePublicImage,
  type NewPublicImages,
  readPayloadWithImage,
  type StoredPublicImage,
  writeWithNewPublicImage,
} from "../../shared/image-upload";
import { deleteStoredFiles } from "../content-uploads/content-uploads.service";
import { featureNewItem } from "../featured/featured.service";
import { createShareLinkOrNull, retireShareLink } from "../share-links/share-links.service";
import { requireAppLeaders } from "../users/users.service";
import {
  CLASSES_TOPIC,
  type ClassSettings,
  classNotFound,
  classSettings,
  leadersOf,
  requireClass,
  requireClassForUpdate,
} from "./class-context";
import { classCategory, dateOrNull, issueError, scheduleColumns, viewOf } from "./class-fields";
import { toClassListItem } from "./class-mapping";
import { listClassResources } from "./class-resources.repo";
import {
  deleteClassUnlessPaidWithMembers,
  deleteEventsOfClass,
  findClass,
  insertClass,
  listClasses,
  type NewClassRow,
  updateClass,
} from "./classes.repo";

type ParsedCreateClass = z.output<typeof ZCreateClassRequest>;

// 001 §2 Classes list: the Active and Inactive tables, newest first.
export async function listClassTables(deps: Deps, auth: AuthContext): Promise<ClassList> {
  const { rows, leaders } = await withTenant(deps.db, auth.orgId, async (trx) => {
    const rows = await listClasses(trx, auth.orgId);
    return { rows, leaders: await leadersOf(trx, auth.orgId, rows) };
  });
  const list: ClassList = { active: [], inactive: [] };
  for (const row of rows) {
    const status = {
      isActive: row.is_active,
      isCancelled: row.is_cancelled,
      seriesEnd: new Date(row.series_end_at),
    };
    const table = isActiveClass(status, deps.now()) ? list.active : list.inactive;
    table.push(toClassListItem(deps, row, leaders));
  }
  return list;
}

export async function getClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<StudioClass> {
  const view = await withTenant(deps.db, auth.orgId, async (trx) =>
    viewOf(deps, trx, await requireClass(trx, auth.orgId, classId)),
  );
  // 001 §7 gives every class a share link; one whose creation failed gets it when opened.
  if (view.shareLink) return view;
  return { ...view, shareLink: await classShareLink(deps, auth.orgId, view) };
}

// 001 §7 createShareLink for a committed class; null (the spec's nil) when it failed.
function classShareLink(deps: Deps, orgId: string, view: StudioClass): Promise<string | null> {
  return createShareLinkOrNull(
    deps,
    {
      orgId,
      urlExtended: classShareLinkPath(view.classId),
      title: view.classTitle,
      socialLinkImageUrl: view.image,
    },
    (trx, link) => updateClass(trx, orgId, view.classId, { share_link: link }),
  );
}

const priceDraftOf = (price: ParsedCreateClass["price"]): ClassPriceDraft | null =>
  price && {
    amount: price.amount,
    oneTimePurchase: price.oneTimePurchase,
    subscription: price.subscription && {
      amount: price.subscription.amount,
      recurrenceTime: price.subscription.recurrence?.recurrenceTime ?? null,
      subscriptionStart: dateOrNull(price.subscription.subscriptionStart),
      subscriptionEnd: dateOrNull(price.subscription.subscriptionEnd),
    },
  };

// 001 §5 "New class valid when" plus the common limits, on the server too.
function assertCreatable(
  input: ParsedCreateClass,
  hasImage: boolean,
  settings: ClassSettings,
  now: Date,
) {
  const [issue] = newClassIssues(
    {
      classTitle: input.classTitle,
      classDescription: input.classDescription,
      hasImage,
      classStart: new Date(input.classStart),
      classDuration: input.classDuration,
      recurrence: input.recurrence,
      classEnd: dateOrNull(input.classEnd),
      price: priceDraftOf(input.price),
      classMaxUsers: input.classMaxUsers,
      ageItem: input.ageItem,
      customButtonLink: input.customButtonLink,
      registrationStartDuration: input.registrationStartDuration,
      registrationCloseDuration: input.registrationCloseDuration,
    },
    now,
    settings.timeZone,
    settings.currency,
  );
  if (issue) throw issueError(issue);
  if (input.price && !settings.isPaymentActive) {
    throw validationError(MESSAGES.paymentsInactive, { price: MESSAGES.paymentsInactive });
  }
}

function priceColumns(input: ParsedCreateClass) {
  const draft = priceDraftOf(input.price);
  const mode = classPriceMode(draft);
  const subscription = mode === "subscription" ? draft?.subscription : null;
  return {
    price_mode: mode,
    // 001 §4 "Free switch on sets amount to 0".
    price_amount: mode === "free" || !draft ? 0 : draft.oneTimePurchase ? draft.amount : 0,
    one_time_purchase: draft?.oneTimePurchase ?? false,
    subscription_amount: subscription?.amount ?? null,
    subscription_recurrence: subscription?.recurrenceTime ?? null,
    subscription_start: subscription?.subscriptionStart ?? null,
    subscription_end: subscription?.subscriptionEnd ?? null,
  };
}

function newClassRow(
  orgId: string,
  id: string,
  input: ParsedCreateClass,
  settings: ClassSettings,
  extra: { image: StoredPublicImage; leaders: string[]; categoryId: string | null },
): NewClassRow {
  const start = new Date(input.classStart);
  const recurrence = input.recurrence as NonNullable<ParsedCreateClass["recurrence"]>;
  return {
    org_id: orgId,
    id,
    title: input.classTitle,
    description: input.classDescription,
    image_key: extra.image.key,
    image_thumbnail_key: extra.image.thumbnailKey,
    category_id: extra.categoryId,
    ...scheduleColumns(start, dateOrNull(input.classEnd), recurrence, settings.timeZone),
    duration_seconds: input.classDuration,
    location: input.location ? JSON.stringify(input.location) : null,
    ...priceColumns(input),
    max_users: input.classMaxUsers,
    leaders: JSON.stringify(extra.leaders),
    button_title: input.customButtonTitle || null,
    button_link: input.customButtonLink || null,
    registration_start_seconds: input.registrationStartDuration,
    registration_close_seconds: input.registrationCloseDuration,
    age_item: input.ageItem ? JSON.stringify(input.ageItem) : null,
    policy: input.classPolicy || null,
    calendar_hex: input.calendarHex ?? settings.classColor,
    is_private: input.isPrivate,
    is_on_calendar: input.isOnCalendar,
    is_featured: input.isFeatured,
    is_prepaid_option: input.isPrepaidOption,
    show_on_website: input.showOnWebsite,
    required_documents: input.requiredDocuments,
    // 001 §9: the transaction fee comes from the account's payment settings.
    transaction_fee: settings.transactionFee,
  };
}

// 001 §2 New class wizard → 'New Class has been added.'. One multipart request: the picture
// is stored first and removed again if the class is refused or not saved; a featured class
// gets its featured item (with its own copy of the picture) in the class's transaction; the
// share link is made after the commit (none on failure: Share Class says 'Unable To Copy
// Link').
export async function createClass(
  deps: Deps,
  auth: AuthContext,
  request: FastifyRequest,
): Promise<StudioClass> {
  const { input, image: uploadedImage } = await readPayloadWithImage(request, ZCreateClassRequest);
  const settings = await classSettings(deps, auth);
  assertCreatable(input, uploadedImage !== null, settings, deps.now());
  if (!uploadedImage) {
    throw validationError(MESSAGES.selectClassImage, { image: MESSAGES.selectClassImage });
  }
  const view = await writeWithNewPublicImage(
    deps,
    auth.orgId,
    uploadedImage,
    { withCopy: input.isFeatured },
    (pictures) => insertNewClass(deps, auth, input, settings, pictures),
  );
  if (input.isFeatured) await deps.events.publish(auth.orgId, { topic: "content" });
  return { ...view, shareLink: await classShareLink(deps, auth.orgId, view) };
}

// The new class's record, audit line and (created as featured) featured item, one transaction.
function insertNewClass(
  deps: Deps,
  auth: AuthContext,
  input: ParsedCreateClass,
  settings: ClassSettings,
  pictures: NewPublicImages,
): Promise<StudioClass> {
  const id = newId();
  return staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const categoryId = await classCategory(trx, auth.orgId, input.categoryId);
    const leaders = await requireAppLeaders(trx, auth.orgId, input.classLeaders, "classLeaders");
    const image = pictures.image;
    await insertClass(
      trx,
      newClassRow(auth.orgId, id, input, settings, { image, leaders, categoryId }),
    );
    await audit({
      action: "class.created",
      targetType: "class",
      targetId: id,
      details: {
        classTitle: input.classTitle,
        priceMode: classPriceMode(priceDraftOf(input.price)),
      },
    });
    if (pictures.copy) {
      await featureNewItem(trx, deps, auth, { itemKind: "classItem", itemId: id }, pictures.copy);
    }
    return viewOf(deps, trx, await requireClass(trx, auth.orgId, id));
  });
}

// 001 §4 Class delete, §5 Other, §8: blocked with 'Please remove all users before deleting
// this class.' while a priced class has members (the condition sits in the DELETE); then
// the stored picture goes (a failure is only logged), then the record → 'Class Deleted'.
// The record's members, resources and their files go with it, and so do the class's events
// (left behind, they stayed on the schedule in the class colour, pointing at no class).
export async function removeClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<{ message: string }> {
  const before = await withTenant(deps.db, auth.orgId, async (trx) => {
    const row = await requireClass(trx, auth.orgId, classId);
    const blocked = !canDeleteClass({
      priceMode: row.price_mode,
      classUsers: row.class_users,
      pendingUsers: row.pending_users,
    });
    if (blocked) throw classHasMembers();
    return row;
  });
  // 001 §4 "Delete removes the stored image first (failure ignored), then the record."
  await deletePublicImage(deps, {
    key: before.image_key,
    thumbnailKey: before.image_thumbnail_key,
  });
  const removed = await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const resources = await listClassResources(trx, auth.orgId, classId);
    const deleted = await deleteClassUnlessPaidWithMembers(trx, auth.orgId, classId);
    if (!deleted) {
      if (await requireClass(trx, auth.orgId, classId)) throw classHasMembers();
      throw classNotFound();
    }
    const events = await deleteEventsOfClass(trx, auth.orgId, classId);
    // The class's public page, its resources' and its events' pages go with it (410), as a
    // deleted event's does.
    const shareLinks = [
      deleted.share_link,
      ...resources.map((row) => row.share_link),
      ...events.map((row) => row.share_link),
    ];
    for (const shareLink of shareLinks) {
      await retireShareLink(trx, auth.orgId, shareLink, deps.now());
    }
    await audit({
      action: "class.deleted",
      targetType: "class",
      targetId: classId,
      details: { classTitle: deleted.title, eventIds: events.map((event) => event.id) },
    });
    return { resourceKeys: resources.map((row) => row.storage_key), events };
  });
  // Open event views and the schedule hear that the class's events are gone.
  if (removed.events.length > 0) await deps.events.publish(auth.orgId, { topic: "schedule" });
  await deleteStoredFiles(deps, removed.resourceKeys);
  for (const event of removed.events) {
    await deletePublicImage(deps, {
      key: event.image_key,
      thumbnailKey: event.image_thumbnail_key,
    });
  }
  return { message: MESSAGES.classDeleted };
}

const classHasMembers = () =>
  new AppError("class_has_members", MESSAGES.removeUsersBeforeDeletingClass, 409);

// A class named by another feature (a class-targeted notification): its title, or the
// class's 404 when it is missing or another organization's.
export async function requireClassTitle(trx: Trx, orgId: string, classId: string): Promise<string> {
  return (await requireClass(trx, orgId, classId)).title;
}

// A class a new event is made for (001 §2 New event wizard, query classId): the class's 404
// when it is missing or another organization's; 001 §4 "isCancelled disables editing": a
// cancelled class gets no new events, as it takes no new members. The class row stays locked
// until the new event is saved: a cancel (which locks it too) waits, and cannot commit between
// this check and the event's insert.
export async function requireClassOpenForEvents(
  trx: Trx,
  orgId: string,
  classId: string,
): Promise<void> {
  const row = await requireClassForUpdate(trx, orgId, classId);
  if (row.is_cancelled) {
    throw new AppError("class_cancelled", MESSAGES.classCancelledNotEditable, 409);
  }
}

// Whether the organization's class is cancelled, for its events' sales: a cancelled class takes
// no one new, nor do its events. Read without a lock: a cancel committed later comes after
// the caller's sale, which it does not undo.
export async function isClassCancelled(trx: Trx, orgId: string, classId: string): Promise<boolean> {
  return (await findClass(trx, orgId, classId))?.is_cancelled === true;
}

// For other features' lists of classes and events (the dashboard's Today panel): the leaders
// by id, read once for the whole list.
export { leadersOf } from "./class-context";
