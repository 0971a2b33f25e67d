import type { StudioClass, UpdateClassRequest } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { classDetailIssues, isPaidClass } from "@studiodesk/core/rules/classes";
import { registrationCardIssues } from "@studiodesk/core/rules/events";
import type { FastifyRequest } from "fastify";
import { type Trx, withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { zoneAfterEdit } from "../../shared/stored-schedule";
import { replacePublicPicture } from "../files/files.service";
import { requireAppLeaders } from "../users/users.service";
import {
  CLASSES_TOPIC,
  type ClassSettings,
  classSettings,
  requireClass,
  requireClassForUpdate,
} from "./class-context";
import { classCategory, dateOrNull, issueError, scheduleColumns, viewOf } from "./class-fields";
import { type ClassRow, type ClassRowChanges, updateClass } from "./classes.repo";

// 001 §4 "isCancelled disables editing".
function assertNotCancelled(row: Pick<ClassRow, "is_cancelled">) {
  if (row.is_cancelled) {
    throw new AppError("class_cancelled", MESSAGES.classCancelledNotEditable, 409);
  }
}

// Start, end (the recurrence end date) after the update, and whether it sets any of them.
function scheduleAfter(before: ClassRow, changes: UpdateClassRequest) {
  return {
    start: changes.classStart ? new Date(changes.classStart) : new Date(before.start_at),
    end: changes.classEnd !== undefined ? dateOrNull(changes.classEnd) : dateOrNull(before.end_at),
    touchesSchedule:
      changes.classStart !== undefined ||
      changes.classEnd !== undefined ||
      changes.recurrence !== undefined,
  };
}

// The class as it would be after the update, checked with the new-class rules that the
// changed fields touch (the picture and the price are not edited here).
function assertEditable(
  before: ClassRow,
  changes: UpdateClassRequest,
  settings: ClassSettings,
  now: Date,
) {
  assertNotCancelled(before);
  const { start, end, touchesSchedule } = scheduleAfter(before, changes);
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
  // 001 §4: a paid price hides the custom button link (the price itself is not edited here).
  const link =
    changes.customButtonLink !== undefined ? changes.customButtonLink : before.button_link;
  if (isPaidClass(before.price_mode) && link) {
    const message = MESSAGES.paidClassButtonLink;
    throw validationError(message, { customButtonLink: message });
  }
  // 001 §5 the Registration card, by the rule the class forms show. A registration window is
  // checked only when it changes: one saved before the rule must not block other edits.
  const touchesWindow =
    changes.registrationStartDuration !== undefined ||
    changes.registrationCloseDuration !== undefined;
  const [registration] = registrationCardIssues(
    {
      ageItem: changedOr(changes.ageItem, before.age_item),
      registrationStartDuration: touchesWindow
        ? changedOr(changes.registrationStartDuration, before.registration_start_seconds)
        : null,
      registrationCloseDuration: touchesWindow
        ? changedOr(changes.registrationCloseDuration, before.registration_close_seconds)
        : null,
    },
    "classMaxUsers",
    changedOr(changes.classMaxUsers, before.max_users),
  );
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
  organizationZone: string,
): Promise<ClassRowChanges> {
  const { start, end, touchesSchedule } = scheduleAfter(before, changes);
  const recurrence = changes.recurrence ?? before.recurrence;
  // A new start or recurrence is read on the organization's current clock; an end date alone
  // keeps the class's zone, so its dates stay where they were.
  const timeZone = zoneAfterEdit(before, { start, recurrence }, organizationZone);
  const json = <T>(value: T | null | undefined) =>
    value === undefined ? undefined : value === null ? null : JSON.stringify(value);
  return {
    title: changes.classTitle,
    description: changes.classDescription,
    duration_seconds: changes.classDuration,
    ...(touchesSchedule ? scheduleColumns(start, end, recurrence, timeZone) : {}),
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
    return viewOf(deps, trx, await requireClass(trx, auth.orgId, classId));
  });
}

// 001 §4 "isCancelled disables editing": cancelling is final; the class moves to the
// Inactive table and its calendar occurrences show as cancelled.
export async function cancelClass(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<StudioClass> {
  return staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
    assertNotCancelled(await requireClassForUpdate(trx, auth.orgId, classId));
    await updateClass(trx, auth.orgId, classId, { is_cancelled: true });
    await audit({ action: "class.cancelled", targetType: "class", targetId: classId });
    return viewOf(deps, trx, await requireClass(trx, auth.orgId, classId));
  });
}

// 001 §7 Classes "change image", §2 Class view's image header card: the new picture (an
// image upload, stored as JPEG) replaces the old one, which is removed once the change is
// committed; a refused or failed change keeps the old picture and removes the new one. A
// featured class's featured item keeps its own copy.
export async function replaceClassImage(
  deps: Deps,
  auth: AuthContext,
  classId: string,
  request: FastifyRequest,
): Promise<StudioClass> {
  // Unknown, another organization's or cancelled: refused before the upload is read.
  assertNotCancelled(
    await withTenant(deps.db, auth.orgId, (trx) => requireClass(trx, auth.orgId, classId)),
  );
  return replacePublicPicture(deps, auth.orgId, request, (picture) =>
    staffWrite(deps, auth, CLASSES_TOPIC, async (trx, audit) => {
      const row = await requireClassForUpdate(trx, auth.orgId, classId);
      assertNotCancelled(row);
      await updateClass(trx, auth.orgId, classId, {
        image_key: picture.key,
        image_thumbnail_key: picture.thumbnailKey,
      });
      await audit({ action: "class.image.replaced", targetType: "class", targetId: classId });
      const after = await requireClass(trx, auth.orgId, classId);
      return {
        replaced: { key: row.image_key, thumbnailKey: row.image_thumbnail_key },
        result: await viewOf(deps, trx, after),
      };
    }),
  );
}

// A change's value, null included (a cleared window bound); undefined keeps the saved one.
const changedOr = <T>(change: T | undefined, saved: T): T =>
  change !== undefined ? change : saved;
