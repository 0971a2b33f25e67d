import { type Kysely, sql } from "kysely";
import { grantAppRole } from "../tenant-isolation";

// Issue #20. Share links retire with their target (the public page answers 410), and the
// audit log becomes append-only for the application.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("share_links").addColumn("retired_at", "timestamptz").execute();
  // The public lookup now says whether the link was retired; a function's result type cannot
  // change in place.
  await sql`drop function resolve_share_link(text)`.execute(db);
  await sql`
    create function resolve_share_link(link_code text)
    returns table (org_id text, target_path text, title text, image_url text, retired_at timestamptz)
    language plpgsql volatile
    set search_path = public, pg_temp
    as $$
    begin
      perform set_config('app.share_link_code', link_code, true);
      return query
        select s.org_id, s.target_path, s.title, s.image_url, s.retired_at
        from share_links s
        where s.code = link_code;
      -- The row stays visible only while this call runs.
      perform set_config('app.share_link_code', '', true);
    end
    $$
  `.execute(db);

  // grantAppRole revokes the app role's update and delete on the audit log (every later
  // migration calls it, so a blanket grant cannot bring them back); the trigger also binds
  // the owner, which is the application's own role on a plain PostgreSQL deployment.
  await sql`
    create function refuse_audit_log_change() returns trigger
    language plpgsql as $$
    begin
      raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete or truncate on audit_log
      for each statement execute function refuse_audit_log_change()
  `.execute(db);
  await grantAppRole(db);
}
