import type { ClassListItem, ClassPrice, StudioClass } from "@studiodesk/core/contracts/classes";
import { nextClassDate } from "@studiodesk/core/rules/classes";
import type { Series } from "@studiodesk/core/rules/recurrence";
import type { Deps } from "../../shared/deps";
import { iso, isoOrNull } from "../../shared/iso";
import type { ClassRow } from "./classes.repo";

export type Leader = StudioClass["leaders"][number];

// Expanded on the zone the class was scheduled on (migration 0032), whatever the
// organization's zone is now.
export const seriesOfClass = (row: ClassRow): Series => ({
  start: new Date(row.start_at),
  timeZone: row.time_zone,
  recurrence: row.recurrence,
  end: row.end_at === null ? null : new Date(row.end_at),
});

function priceOf(row: ClassRow): ClassPrice | null {
  if (row.price_mode === null) return null;
  const isSubscription =
    row.price_mode === "subscription" &&
    row.subscription_amount !== null &&
    row.subscription_recurrence !== null &&
    row.subscription_start !== null &&
    row.subscription_end !== null;
  return {
    amount: row.price_amount,
    oneTimePurchase: row.one_time_purchase,
    subscription: isSubscription
      ? {
          amount: row.subscription_amount as number,
          recurrence: { recurrenceTime: row.subscription_recurrence as string },
          subscriptionStart: iso(row.subscription_start as Date),
          subscriptionEnd: iso(row.subscription_end as Date),
        }
      : null,
  };
}

// The class's leaders in the order it lists them; a leader no longer in the organization
// is left out.
function leadersOf(row: ClassRow, leaders: Map<string, Leader>): Leader[] {
  return row.leaders.flatMap((uid) => {
    const leader = leaders.get(uid);
    return leader ? [leader] : [];
  });
}

export function toClassListItem(
  deps: Deps,
  row: ClassRow,
  leaders: Map<string, Leader>,
): ClassListItem {
  return {
    classId: row.id,
    classTitle: row.title,
    imageThumbnail: deps.storage.publicUrl(row.image_thumbnail_key),
    classStart: iso(row.start_at),
    classEnd: isoOrNull(row.end_at),
    classDuration: row.duration_seconds,
    recurrence: row.recurrence,
    leaders: leadersOf(row, leaders),
    classMaxUsers: row.max_users,
    classUsers: row.class_users,
    pendingUsers: row.pending_users,
    price: priceOf(row),
    priceMode: row.price_mode,
    isPrivate: row.is_private,
    isActive: row.is_active,
    isCancelled: row.is_cancelled,
  };
}

export function toClass(deps: Deps, row: ClassRow, leaders: Map<string, Leader>): StudioClass {
  const image = deps.storage.publicUrl(row.image_key);
  const next = nextClassDate({ ...seriesOfClass(row), isCancelled: row.is_cancelled }, deps.now());
  return {
    ...toClassListItem(deps, row, leaders),
    nextClassDate: next ? next.toISOString() : null,
    classDescription: row.description,
    image,
    classImages: [image],
    categoryId: row.category_id,
    classLeaders: row.leaders,
    location: row.location,
    customButtonTitle: row.button_title,
    customButtonLink: row.button_link,
    registrationStartDuration: row.registration_start_seconds,
    registrationCloseDuration: row.registration_close_seconds,
    ageItem: row.age_item,
    isLocked: row.is_locked,
    isOnCalendar: row.is_on_calendar,
    isFeatured: row.is_featured,
    isPrepaidOption: row.is_prepaid_option,
    showOnWebsite: row.show_on_website,
    requiredDocuments: row.required_documents,
    calendarHex: row.calendar_hex,
    classPolicy: row.policy,
    transactionFee: row.transaction_fee,
    shareLink: row.share_link,
    uploadTimestamp: iso(row.created_at),
    lastUpdatedAt: iso(row.updated_at),
  };
}
