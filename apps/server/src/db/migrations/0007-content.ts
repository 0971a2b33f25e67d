import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// 000 §3 Document/file; 001 §3 Resource, Video, Featured item; and the uploads that wait
// for the create call naming them. Primary keys start with org_id (the tenant index).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createContentUploads(db);
  await createDocuments(db);
  await createResources(db);
  await createVideos(db);
  await createFeaturedItems(db);
  await enableTenantIsolation(db, [
    "content_uploads",
    "documents",
    "resources",
    "videos",
    "featured_items",
  ]);
}

async function createContentUploads(db: Kysely<unknown>): Promise<void> {
  // A checked and stored file not yet part of a document, resource or featured item.
  // Claimed (deleted) by the create call in its own transaction; left over ones expire.
  await createTenantTable(db, "content_uploads")
    .addColumn("purpose", "text", (col) =>
      col.notNull().check(sql`purpose in ('document', 'resource', 'featured')`),
    )
    .addColumn("storage_key", "text", (col) => col.notNull())
    .addColumn("thumbnail_key", "text")
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "content_uploads_org_created", "content_uploads", "created_at");
}

async function createDocuments(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "documents")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("sub_title", "text", (col) => col.notNull())
    // Sanitized HTML paragraphs (000 §3 fileDescription).
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("storage_key", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) =>
      col.notNull().defaultTo("application/pdf").check(sql`content_type = 'application/pdf'`),
    )
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_required", "boolean", (col) => col.notNull().defaultTo(true))
    // 000 §3: "isSignable (always true on create)".
    .addColumn("is_signable", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "documents_org_created", "documents", "created_at desc");
}

async function createResources(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "resources")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("storage_key", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("share_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "resources_org_created", "resources", "created_at desc");
}

async function createVideos(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "videos")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("video_url", "text")
    // Our own stored thumbnail, or the video host's picture when synced from there.
    .addColumn("thumbnail_key", "text")
    .addColumn("thumbnail_url", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "videos_org_created", "videos", "created_at desc");
}

async function createFeaturedItems(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "featured_items")
    // 001 §5: placement 1 to 10 stored 0-based.
    .addColumn("index", "integer", (col) => col.notNull().check(sql`"index" between 0 and 9`))
    .addColumn("item_kind", "text", (col) =>
      col.check(sql`item_kind in ('eventItem', 'productItem', 'classItem')`),
    )
    .addColumn("item_id", "text")
    .addColumn("image_key", "text", (col) => col.notNull())
    .addColumn("image_thumbnail_key", "text", (col) => col.notNull())
    .addColumn("featured_link", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addCheckConstraint("featured_items_item_pair", sql`(item_kind is null) = (item_id is null)`)
    .execute();
  await createTenantIndex(db, "featured_items_org_index", "featured_items", '"index", created_at');
}
