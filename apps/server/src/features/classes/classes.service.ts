import type {
  ClassList,
  StudioClass,
  UpdateClassRequest,
} from "@studiodesk/core/contracts/classes";
import { ZCreateClassRequest } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  type ClassIssue,
  type ClassPriceDraft,
  canDeleteClass,
  classDetailIssues,
  classPriceMode,
  classRegistrationIssues,
  classShareLinkPath,
  isActiveClass,
  newClassIssues,
} from "@studiodesk/core/rules/classes";
import { normalizedRecurrence, seriesEnd } from "@studiodesk/core/rules/recurrence";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  deletePublicImage,
  readPayloadWithImage,
  type StoredPublicImage,
  storePublicImage,
} from "../../shared/image-upload";
import { zodValidationError } from "../../shared/zod-validation-error";
import { assertCategoriesOfType } from "../categories/categories.service";
import { deleteStoredFiles } from "../content-uploads/content-uploads.service";
import { featureNewItem } from "../featured/featured.service";
import { createShareLinkOrNull } from "../share-links/share-links.service";
import { requireAppLeaders } from "../users/users.service";
import {
  type ClassSettings,
  classNotFound,
  classSettings,
  leadersOf,
  requireClass,
  requireClassForUpdate,
} from "./class-context";
import { toClass, toClassListItem } from "./class-mapping";
import { listClassResourceKeys } from "./class-resources.repo";
import {
  type ClassRow,
  type ClassRowChanges,
  deleteClassUnlessPaidWithMembers,
  insertClass,
  listClasses,
  type NewClassRow,
  updateClass,
} from "./classes.repo";

type ParsedCreateClass = z.output<typeof ZCreateClassRequest>;

export const CLASSES_TOPIC = { topic: "classes" } as const;

const issueError = (issue: ClassIssue) =>
  validationError(issue.message, { [issue.field]: issue.message });

async function viewOf(deps: Deps, trx: Trx, row: ClassRow, timeZone: string) {
  return toClass(deps, row, await leadersOf(trx, row.org_id, [row]), timeZone);
}

// 001 §2 Classes list: the Active and Inactive tables, newest first.
export async function listClassTables(deps: Deps, auth: AuthContext): Promise<ClassList> {
  const { timeZone } = await classSettings(deps, auth);
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
    table.push(toClassListItem(deps, row, leaders, timeZone));
  }
  return list;
}

export async function getClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<StudioClass> {
  const { timeZone } = await classSettings(deps, auth);
  return withTenant(deps.db, auth.orgId, async (trx) =>
    viewOf(deps, trx, await requireClass(trx, auth.orgId, classId), timeZone),
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

const dateOrNull = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

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
    },
    now,
    settings.timeZone,
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

// Start, end and recurrence as stored: days normalized, the last allowed start for the
// calendar query.
function scheduleColumns(
  start: Date,
  end: Date | null,
  recurrence: NonNullable<ParsedCreateClass["recurrence"]>,
  timeZone: string,
) {
  const normalized = normalizedRecurrence(recurrence, start, timeZone);
  return {
    start_at: start,
    end_at: end,
    recurrence: JSON.stringify(normalized),
    series_end_at: seriesEnd({ start, timeZone, recurrence: normalized, end }),
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

// A class's category must be one of the organization's class categories.
async function classCategory(trx: Trx, orgId: string, categoryId: string | null) {
  if (categoryId === null) return null;
  try {
    await assertCategoriesOfType(trx, orgId, "class", [categoryId]);
  } catch {
    const message = MESSAGES.unknownClassCategory;
    throw validationError(message, { categoryId: message });
  }
  return categoryId;
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
  const upload = await readPayloadWithImage(request);
  const parsed = ZCreateClassRequest.safeParse(upload.payload);
  if (!parsed.success) throw zodValidationError(parsed.error);
  const input = parsed.data;
  const settings = await classSettings(deps, auth);
  assertCreatable(input, upload.image !== null, settings, deps.now());
  if (!upload.image) {
    throw validationError(MESSAGES.selectClassImage, { image: MESSAGES.selectClassImage });
  }
  const image = await storePublicImage(deps, auth.orgId, upload.image);
  const featuredImage = input.isFeatured
    ? await storePublicImage(deps, auth.orgId, upload.image).catch(async (error: unknown) => {
        await deletePublicImage(deps, image);
        throw error;
      })
    : null;
  const id = newId();
  let view: StudioClass;
  try {
    view = await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
      const categoryId = await classCategory(trx, auth.orgId, input.categoryId);
      const leaders = await requireAppLeaders(trx, auth.orgId, input.classLeaders, "classLeaders");
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
      if (featuredImage) {
        await featureNewItem(trx, deps, auth, { itemKind: "classItem", itemId: id }, featuredImage);
      }
      return viewOf(deps, trx, await requireClass(trx, auth.orgId, id), settings.timeZone);
    });
  } catch (error) {
    await deletePublicImage(deps, image);
    if (featuredImage) await deletePublicImage(deps, featuredImage);
    throw error;
  }
  if (featuredImage) await deps.events.publish(auth.orgId, { topic: "content" });
  const shareLink = await createShareLinkOrNull(
    deps,
    {
      orgId: auth.orgId,
      urlExtended: classShareLinkPath(id),
      title: view.classTitle,
      socialLinkImageUrl: view.image,
    },
    (trx, link) => updateClass(trx, auth.orgId, id, { share_link: link }),
  );
  return { ...view, shareLink };
}

// The class as it would be after the update, checked with the new-class rules that the
// changed fields touch (the picture and the price are not edited here).
function assertEditable(
  before: ClassRow,
  changes: UpdateClassRequest,
  settings: ClassSettings,
  now: Date,
) {
  if (before.is_cancelled) {
    throw new AppError("class_cancelled", MESSAGES.classCancelledNotEditable, 409);
  }
  const start = changes.classStart ? new Date(changes.classStart) : new Date(before.start_at);
  const end =
    changes.classEnd !== undefined ? dateOrNull(changes.classEnd) : dateOrNull(before.end_at);
  const touchesSchedule =
    changes.classStart !== undefined ||
    changes.classEnd !== undefined ||
    changes.recurrence !== undefined;
  const [detail] = classDetailIssues(
    {
      classTitle: changes.classTitle ?? before.title,
      classDescription: changes.classDescription ?? before.description,
      hasImage: true,
      classStart: start,
      classDuration: changes.classDuration ?? before.duration_seconds,
      recurrence: changes.recurrence ?? before.recurrence,
      classEnd: end,
    },
    // The one-year-from-now limit applies to a start being set, not to one kept.
    touchesSchedule ? now : start,
    settings.timeZone,
  );
  if (detail) throw issueError(detail);
  const [registration] = classRegistrationIssues({
    price:
      before.price_mode === "free" || before.price_mode === null
        ? null
        : { amount: 100, oneTimePurchase: before.price_mode === "oneTime", subscription: null },
    classMaxUsers: changes.classMaxUsers !== undefined ? changes.classMaxUsers : before.max_users,
    ageItem: changes.ageItem !== undefined ? changes.ageItem : before.age_item,
    customButtonLink:
      changes.customButtonLink !== undefined ? changes.customButtonLink : before.button_link,
  });
  if (registration) throw issueError(registration);
  const maxUsers = changes.classMaxUsers;
  if (maxUsers !== undefined && maxUsers !== null && maxUsers < before.class_users) {
    const message = MESSAGES.maxUsersBelowEnrolled;
    throw validationError(message, { classMaxUsers: message });
  }
}

async function rowChanges(
  trx: Trx,
  orgId: string,
  before: ClassRow,
  changes: UpdateClassRequest,
  timeZone: string,
): Promise<ClassRowChanges> {
  const touchesSchedule =
    changes.classStart !== undefined ||
    changes.classEnd !== undefined ||
    changes.recurrence !== undefined;
  const start = changes.classStart ? new Date(changes.classStart) : new Date(before.start_at);
  const end =
    changes.classEnd !== undefined ? dateOrNull(changes.classEnd) : dateOrNull(before.end_at);
  const json = <T>(value: T | null | undefined) =>
    value === undefined ? undefined : value === null ? null : JSON.stringify(value);
  return {
    title: changes.classTitle,
    description: changes.classDescription,
    duration_seconds: changes.classDuration,
    ...(touchesSchedule
      ? scheduleColumns(start, end, changes.recurrence ?? before.recurrence, timeZone)
      : {}),
    category_id:
      changes.categoryId === undefined
        ? undefined
        : await classCategory(trx, orgId, changes.categoryId),
    location: json(changes.location),
    button_title:
      changes.customButtonTitle === undefined ? undefined : changes.customButtonTitle || null,
    button_link:
      changes.customButtonLink === undefined ? undefined : changes.customButtonLink || null,
    max_users: changes.classMaxUsers,
    registration_start_seconds: changes.registrationStartDuration,
    registration_close_seconds: changes.registrationCloseDuration,
    age_item: json(changes.ageItem),
    is_private: changes.isPrivate,
    is_locked: changes.isLocked,
    required_documents: changes.requiredDocuments,
    show_on_website: changes.showOnWebsite,
    is_on_calendar: changes.isOnCalendar,
    leaders:
      changes.classLeaders === undefined
        ? undefined
        : JSON.stringify(await requireAppLeaders(trx, orgId, changes.classLeaders, "classLeaders")),
    calendar_hex: changes.calendarHex,
    policy: changes.classPolicy === undefined ? undefined : changes.classPolicy || null,
  };
}

// 001 §4 Class: every tab's changes as one update → 'Class Updated.'; a cancelled class
// cannot be edited. The class row is locked, so max users is checked against the count
// that concurrent adds leave.
export async function editClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  changes: UpdateClassRequest,
): Promise<StudioClass> {
  const settings = await classSettings(deps, auth);
  return staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const before = await requireClassForUpdate(trx, auth.orgId, classId);
    assertEditable(before, changes, settings, deps.now());
    await updateClass(
      trx,
      auth.orgId,
      classId,
      await rowChanges(trx, auth.orgId, before, changes, settings.timeZone),
    );
    await audit({
      action: "class.updated",
      targetType: "class",
      targetId: classId,
      details: { fields: Object.keys(changes) },
    });
    return viewOf(deps, trx, await requireClass(trx, auth.orgId, classId), settings.timeZone);
  });
}

// 001 §4 "isCancelled disables editing": cancelling is final; the class moves to the
// Inactive table and its calendar occurrences show as cancelled.
export async function cancelClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<StudioClass> {
  const { timeZone } = await classSettings(deps, auth);
  return staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const before = await requireClassForUpdate(trx, auth.orgId, classId);
    if (before.is_cancelled) {
      throw new AppError("class_cancelled", MESSAGES.classCancelledNotEditable, 409);
    }
    await updateClass(trx, auth.orgId, classId, { is_cancelled: true });
    await audit({ action: "class.cancelled", targetType: "class", targetId: classId });
    return viewOf(deps, trx, await requireClass(trx, auth.orgId, classId), timeZone);
  });
}

// 001 §4 Class delete, §5 Other, §8: blocked with 'Please remove all users before deleting
// this class.' while a priced class has members (the condition sits in the DELETE); then
// the stored picture goes (a failure is only logged), then the record → 'Class Deleted'.
// The record's members, resources and their files go with it.
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
  const resourceKeys = await staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    const keys = await listClassResourceKeys(trx, auth.orgId, classId);
    const deleted = await deleteClassUnlessPaidWithMembers(trx, auth.orgId, classId);
    if (!deleted) {
      if (await requireClass(trx, auth.orgId, classId)) throw classHasMembers();
      throw classNotFound();
    }
    await audit({
      action: "class.deleted",
      targetType: "class",
      targetId: classId,
      details: { classTitle: deleted.title },
    });
    return keys;
  });
  await deleteStoredFiles(deps, resourceKeys);
  return { message: MESSAGES.classDeleted };
}

const classHasMembers = () =>
  new AppError("class_has_members", MESSAGES.removeUsersBeforeDeletingClass, 409);
