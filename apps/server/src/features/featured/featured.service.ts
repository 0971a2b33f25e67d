import type {
  FeaturedItem,
  FeaturedList,
  ZCreateFeaturedRequest,
} from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  FEATURED_MAX_PLACEMENT,
  featuredIndexForStorage,
  isFeaturableItem,
} from "@studiodesk/core/rules/content";
import type { z } from "zod";
import { type Trx, withTenant } from "../../db/database";
import { notFoundError, validationError } from "../../shared/app-error";
import { recordStaffAction } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { claimUpload, removeContent } from "../content-uploads/content-uploads.service";
import {
  deleteFeaturedItem,
  type FeaturableItemName,
  type FeaturedRow,
  findFeaturableItem,
  insertFeaturedItem,
  isFeaturableItemName,
  listFeaturedItems,
  type NewFeaturedItem,
} from "./featured.repo";

type CreateFeaturedInput = z.output<typeof ZCreateFeaturedRequest>;

// A picture of an event, product or class opens it only while members can: not deleted (no
// title), and still featurable by the rule its creation was checked with.
function isItemAvailable(deps: Deps, row: FeaturedRow): boolean {
  if (row.item_kind === null) return true;
  if (row.item_title === null) return false;
  return isFeaturableItem(
    {
      isActive: row.item_is_active === true,
      isCancelled: row.item_is_cancelled === true,
      seriesEnd: row.item_series_end_at === null ? null : new Date(row.item_series_end_at),
    },
    deps.now(),
  );
}

function toFeaturedItem(deps: Deps, row: FeaturedRow): FeaturedItem {
  return {
    featuredId: row.id,
    featuredItemId: row.item_id,
    featuredItemName: row.item_kind,
    featuredItemTitle: row.item_title,
    isFeaturedItemAvailable: isItemAvailable(deps, row),
    imageItem: {
      imageUrl: deps.storage.publicUrl(row.image_key),
      thumbnailUrl: deps.storage.publicUrl(row.image_thumbnail_key),
    },
    index: row.index,
    featuredLink: row.featured_link,
    uploadTimestamp: row.created_at.toISOString(),
  };
}

// 001 §8 says an empty list rejects with 'No users found.'; an organization without
// featured items simply has none (docs/spec-deviations.md).
export async function listFeatured(deps: Deps, auth: AuthContext): Promise<FeaturedList> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listFeaturedItems(trx, auth.orgId));
  return { featuredItems: rows.map((row) => toFeaturedItem(deps, row)), total: rows.length };
}

// The item a featured picture points to must be the organization's own event, product or
// class, and one members can still take part in or buy (core isFeaturableItem): the pickers
// of New Featured offer only those, and the rule holds for any client. Its title, or null for
// a picture with a plain link.
async function featuredItemTitle(
  trx: Trx,
  orgId: string,
  input: CreateFeaturedInput,
  now: Date,
): Promise<string | null> {
  if (input.featuredItemName === null || input.featuredItemId === null) return null;
  const item = isFeaturableItemName(input.featuredItemName)
    ? await findFeaturableItem(trx, orgId, input.featuredItemName, input.featuredItemId)
    : undefined;
  if (item === undefined) {
    throw validationError(MESSAGES.featuredItemNotFound, {
      featuredItemId: MESSAGES.featuredItemNotFound,
    });
  }
  if (!isFeaturableItem(item, now)) {
    throw validationError(MESSAGES.featuredItemNotActive, {
      featuredItemId: MESSAGES.featuredItemNotActive,
    });
  }
  return item.title;
}

// Every new featured item, from the form or from a featured event, with its audit line in
// the caller's transaction.
async function insertFeatured(
  trx: Trx,
  auth: AuthContext,
  item: NewFeaturedItem,
  details: Record<string, unknown>,
): Promise<void> {
  await insertFeaturedItem(trx, auth.orgId, item);
  await recordStaffAction(trx, auth, {
    action: "featured.created",
    targetType: "featured_item",
    targetId: item.id,
    details: { index: item.index, ...details },
  });
}

// 001 §7 Featured "add (upload image, then record)"; 001 §5 placement stored as index − 1.
export async function createFeatured(
  deps: Deps,
  auth: AuthContext,
  input: CreateFeaturedInput,
): Promise<FeaturedItem> {
  const id = newId();
  const row = await withTenant(deps.db, auth.orgId, async (trx) => {
    const itemTitle = await featuredItemTitle(trx, auth.orgId, input, deps.now());
    const image = await claimUpload(trx, auth.orgId, input.uploadId, "featured", deps.now());
    const item = {
      id,
      index: featuredIndexForStorage(input.placement),
      itemKind: input.featuredItemName,
      itemId: input.featuredItemId,
      imageKey: image.storageKey,
      imageThumbnailKey: image.thumbnailKey ?? image.storageKey,
      featuredLink: input.featuredLink,
      createdAt: deps.now(),
    };
    await insertFeatured(trx, auth, item, {
      featuredLink: item.featuredLink,
      itemKind: item.itemKind,
    });
    return { ...item, itemTitle };
  });
  await deps.events.publish(auth.orgId, { topic: "content" });
  return toFeaturedItem(deps, {
    id: row.id,
    index: row.index,
    item_kind: row.itemKind,
    item_id: row.itemId,
    item_title: row.itemTitle,
    // Checked featurable a moment ago (featuredItemTitle).
    item_is_active: row.itemKind === null ? null : true,
    item_is_cancelled: row.itemKind === null ? null : false,
    item_series_end_at: null,
    image_key: row.imageKey,
    image_thumbnail_key: row.imageThumbnailKey,
    featured_link: row.featuredLink,
    created_at: row.createdAt,
  });
}

// 001 §7 Featured "delete": the record, then its picture; 001 §8 'Featured Item has been deleted.'.
export async function removeFeatured(
  deps: Deps,
  auth: AuthContext,
  featuredId: string,
): Promise<{ message: string }> {
  await removeContent(deps, auth, {
    delete: (trx) => deleteFeaturedItem(trx, auth.orgId, featuredId),
    notFound: () => notFoundError(MESSAGES.featuredNotFound),
    audit: (deleted) => ({
      action: "featured.deleted",
      targetType: "featured_item",
      targetId: featuredId,
      details: { index: deleted.index },
    }),
    storedFiles: (deleted) => [deleted.image_key, deleted.image_thumbnail_key],
  });
  return { message: MESSAGES.featuredDeleted };
}

// 001 §2 New event, §7 Classes "add (optionally creates a featured item …)", §2 New Product's
// Featured switch: an event, class or product created as featured gets a featured item of its
// own, with its own copy of the picture, so deleting the featured item never deletes the
// record's picture. Runs in the record's transaction: both land, or neither.
export async function featureNewItem(
  trx: Trx,
  deps: Deps,
  auth: AuthContext,
  featured: { itemKind: FeaturableItemName; itemId: string },
  image: { key: string; thumbnailKey: string },
): Promise<void> {
  const placed = await listFeaturedItems(trx, auth.orgId);
  const item: NewFeaturedItem = {
    id: newId(),
    index: Math.min(placed.length, FEATURED_MAX_PLACEMENT - 1),
    itemKind: featured.itemKind,
    itemId: featured.itemId,
    imageKey: image.key,
    imageThumbnailKey: image.thumbnailKey,
    featuredLink: null,
    createdAt: deps.now(),
  };
  await insertFeatured(trx, auth, item, featured);
}
