import type { Trx } from "../../db/database";
import type { FeaturedItemsTable } from "../../db/schema";
import { ofOrganization } from "../../db/tenant-filters";

export type NewFeaturedItem = {
  id: string;
  index: number;
  itemKind: FeaturedItemsTable["item_kind"];
  itemId: string | null;
  imageKey: string;
  imageThumbnailKey: string;
  featuredLink: string | null;
  createdAt: Date;
};

const COLUMNS = [
  "id",
  "index",
  "item_kind",
  "item_id",
  "image_key",
  "image_thumbnail_key",
  "featured_link",
  "created_at",
] as const;

export type FeaturedRow = Awaited<ReturnType<typeof listFeaturedItems>>[number];

export async function insertFeaturedItem(trx: Trx, orgId: string, item: NewFeaturedItem) {
  await trx
    .insertInto("featured_items")
    .values({
      org_id: orgId,
      id: item.id,
      index: item.index,
      item_kind: item.itemKind,
      item_id: item.itemId,
      image_key: item.imageKey,
      image_thumbnail_key: item.imageThumbnailKey,
      featured_link: item.featuredLink,
      created_at: item.createdAt,
    })
    .execute();
}

// 001 §7 Featured: "get all ordered by index"; equal places keep the order they were added.
export async function listFeaturedItems(trx: Trx, orgId: string) {
  return trx
    .selectFrom("featured_items")
    .select(COLUMNS)
    .where("org_id", "=", orgId)
    .orderBy("index")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function deleteFeaturedItem(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("featured_items")
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

// The featurable items, read here rather than through their features (only the row's
// existence): schedule and classes call featured (an event or class created as featured gets
// its item), so featured must not call them back.
const FEATURABLE_ITEM_TABLES = {
  eventItem: "events",
  productItem: "products",
  classItem: "classes",
} as const;

export type FeaturableItemName = keyof typeof FEATURABLE_ITEM_TABLES;

export function isFeaturableItemName(name: string): name is FeaturableItemName {
  return Object.hasOwn(FEATURABLE_ITEM_TABLES, name);
}

export async function featurableItemExists(
  trx: Trx,
  orgId: string,
  itemName: FeaturableItemName,
  itemId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom(FEATURABLE_ITEM_TABLES[itemName])
    .select("id")
    .where(ofOrganization(orgId, itemId))
    .executeTakeFirst();
  return row !== undefined;
}
