import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, organizationOwned } from "./tenant-tables";

// Short share links (/l/{code}). A tenant table like any other, with one narrow way in
// for the public redirect, which knows only the code until the row names its organization.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("share_links")
    .addColumn("code", "text", (col) => col.primaryKey())
    .addColumn("org_id", "text", organizationOwned)
    .addColumn("target_path", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("image_url", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await createTenantIndex(db, "share_links_org_created", "share_links", "created_at desc");
  await enableTenantIsolation(db, ["share_links"]);

  // Why not a SECURITY DEFINER function: FORCE ROW LEVEL SECURITY binds the owner too, and
  // in production the migrating role is an ordinary (non-superuser) owner, so a definer
  // function would see no rows. Instead a second, read-only policy shows exactly one row:
  // the one whose code the caller names, for the rest of that one transaction. Knowing the
  // code is what the public link grants anyway.
  await sql`
    create policy share_link_by_code on share_links for select
      using (code = current_setting('app.share_link_code', true))
  `.execute(db);
  await sql`
    create function resolve_share_link(link_code text)
    returns table (org_id text, target_path text, title text, image_url text)
    language plpgsql volatile
    set search_path = public, pg_temp
    as $$
    begin
      perform set_config('app.share_link_code', link_code, true);
      return query
        select s.org_id, s.target_path, s.title, s.image_url
        from share_links s
        where s.code = link_code;
      -- The row stays visible only while this call runs.
      perform set_config('app.share_link_code', '', true);
    end
    $$
  `.execute(db);
}
