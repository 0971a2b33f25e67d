import { type Expression, sql } from "kysely";
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
// Each with the title of the event, product or class it points to (null for a plain link, or
// once that item is gone), so the dashboard names it without loading every product.
export async function listFeaturedItems(trx: Trx, orgId: string) {
  return trx
    .selectFrom("featured_items as f")
    .leftJoin("events as e", (join) =>
      join.onRef("e.org_id", "=", "f.org_id").onRef("e.id", "=", "f.item_id"),
    )
    .leftJoin("products as p", (join) =>
      join.onRef("p.org_id", "=", "f.org_id").onRef("p.id", "=", "f.item_id"),
    )
    .leftJoin("classes as c", (join) =>
      join.onRef("c.org_id", "=", "f.org_id").onRef("c.id", "=", "f.item_id"),
    )
    .select(COLUMNS.map((column) => `f.${column}` as const))
    .select((eb) => {
      // One fact of the item the row points to, from the table of its kind (null for a kind
      // without it, and for a plain link).
      const ofItem = <Fact>(
        event: Expression<Fact>,
        product: Expression<Fact | null>,
        klass: Expression<Fact>,
      ) =>
        eb
          .case("f.item_kind")
          .when("eventItem")
          .then(event)
          .when("productItem")
          .then(product)
          .when("classItem")
          .then(klass)
          .else(null)
          .end();
      const none = sql<null>`null`;
      return [
        ofItem(eb.ref("e.title"), eb.ref("p.title"), eb.ref("c.title")).as("item_title"),
        // What decides whether members can still open it (core isFeaturableItem).
        ofItem(eb.ref("e.is_active"), eb.ref("p.is_active"), eb.ref("c.is_active")).as(
          "item_is_active",
        ),
        ofItem(eb.ref("e.is_cancelled"), none, eb.ref("c.is_cancelled")).as("item_is_cancelled"),
        ofItem(eb.ref("e.series_end_at"), none, eb.ref("c.series_end_at")).as("item_series_end_at"),
      ];
    })
    .where("f.org_id", "=", orgId)
    .orderBy("f.index")
    .orderBy("f.created_at")
    .orderBy("f.id")
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
// title): schedule and classes call featured (an event or class created as featured gets
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

export type FeaturableItem = {
  title: string;
  isActive: boolean;
  isCancelled: boolean;
  // The last date of an event or class; a product has none.
  seriesEnd: Date | null;
};

// The item with what decides whether it may be featured, or undefined when the organization
// has no such item.
export async function findFeaturableItem(
  trx: Trx,
  orgId: string,
  itemName: FeaturableItemName,
  itemId: string,
): Promise<FeaturableItem | undefined> {
  if (itemName === "productItem") {
    const product = await trx
      .selectFrom("products")
      .select(["title", "is_active"])
      .where(ofOrganization(orgId, itemId))
      .executeTakeFirst();
    return (
      product && {
        title: product.title,
        isActive: product.is_active,
        isCancelled: false,
        seriesEnd: null,
      }
    );
  }
  const dated = await trx
    .selectFrom(FEATURABLE_ITEM_TABLES[itemName])
    .select(["title", "is_active", "is_cancelled", "series_end_at"])
    .where(ofOrganization(orgId, itemId))
    .executeTakeFirst();
  return (
    dated && {
      title: dated.title,
      isActive: dated.is_active,
      isCancelled: dated.is_cancelled,
      seriesEnd: new Date(dated.series_end_at),
    }
  );
}
