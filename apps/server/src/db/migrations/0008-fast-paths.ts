import { type Kysely, sql } from "kysely";
import { grantAppRole } from "../tenant-isolation";

// Two things the busy paths need (docs/decisions/0006-fast-member-search.md):
// - members search served by the trigram index, which row-level security keeps PostgreSQL
//   from using on `users` itself;
// - a notification when a session row goes, so every instance drops it from its cache.
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL will not run a non-leakproof operator such as LIKE before a row-security
  // policy, so under FORCE the trigram index on users.search_text is never used and a rare
  // term walks the whole organization. member_search mirrors the searchable text; its
  // policy binds the app role, but not the owner, and the owner's SECURITY DEFINER
  // function search_members() is the only way the app reads it: that function applies
  // the tenant of the transaction itself, exactly as the policies do.
  await sql`
    create table member_search (
      user_id text primary key references users (id) on delete cascade,
      org_id text not null references organizations (id),
      created_at timestamptz not null,
      search_text text not null
    )
  `.execute(db);
  await sql`create index member_search_org_created on member_search (org_id, created_at desc, user_id desc)`.execute(
    db,
  );
  // Without fastupdate every search would also scan the index's pending list of recent
  // inserts; members are added rarely and searched often.
  await sql`
    create index member_search_trgm on member_search
      using gin (search_text gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
  // The planner's choice between the two indexes rests on its estimate of how many texts
  // contain a term; a thousand-entry histogram keeps that estimate steady between ANALYZEs
  // (with the default hundred, a rare term sometimes walked the whole organization).
  await sql`alter table member_search alter column search_text set statistics 1000`.execute(db);
  await sql`alter table member_search enable row level security`.execute(db);
  await sql`
    create policy tenant_isolation on member_search
      using (org_id = current_setting('app.org_id', true))
      with check (org_id = current_setting('app.org_id', true))
  `.execute(db);
  await sql`drop index if exists users_search_trgm`.execute(db);

  await sql`
    create function sync_member_search() returns trigger
    language plpgsql security definer set search_path = public, pg_catalog as $$
    begin
      insert into member_search (user_id, org_id, created_at, search_text)
      values (new.id, new.org_id, new.created_at, new.search_text)
      on conflict (user_id) do update
        set org_id = excluded.org_id,
            created_at = excluded.created_at,
            search_text = excluded.search_text;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger users_member_search
      after insert or update of first_name, last_name, email, phone_number, org_id, created_at
      on users for each row execute function sync_member_search()
  `.execute(db);
  // Existing members: FORCE binds the owner too, so lift it for the copy.
  await sql`alter table users no force row level security`.execute(db);
  await sql`
    insert into member_search (user_id, org_id, created_at, search_text)
    select id, org_id, created_at, search_text from users
  `.execute(db);
  await sql`alter table users force row level security`.execute(db);

  // One page of the current tenant's members whose text contains `pattern` (a LIKE
  // pattern), newest first, or oldest first after the cursor when walking towards newer.
  // EXECUTE plans each call with its values, so PostgreSQL picks the trigram index for a
  // rare term and the newest-first index for a common one. ROWS tells the caller's planner
  // that a page comes back (not the default thousand rows), so the join to users is a
  // handful of primary-key lookups rather than a hash of the whole organization.
  await sql`
    create function search_members(
      pattern text,
      cursor_created_at timestamptz,
      cursor_id text,
      towards_newer boolean,
      page_size integer
    ) returns table (user_id text)
    language plpgsql stable security definer rows 26 set search_path = public, pg_catalog as $$
    declare
      tenant text := nullif(current_setting('app.org_id', true), '');
      direction text := case when towards_newer then 'asc' else 'desc' end;
      after_cursor text := case
        when cursor_created_at is null then ''
        when towards_newer then ' and (s.created_at, s.user_id) > ($3, $4)'
        else ' and (s.created_at, s.user_id) < ($3, $4)'
      end;
    begin
      if tenant is null then
        return;
      end if;
      return query execute
        'select s.user_id from member_search s where s.org_id = $1 and s.search_text like $2'
        || after_cursor
        || ' order by s.created_at ' || direction || ', s.user_id ' || direction
        || ' limit $5'
        using tenant, pattern, cursor_created_at, cursor_id, page_size;
    end $$
  `.execute(db);

  await sql`
    create function announce_session_revoked() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('studiodesk_session_revoked', old.id);
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger sessions_revoked after delete on sessions
      for each row execute function announce_session_revoked()
  `.execute(db);

  await grantAppRole(db);
  await sql`analyze member_search`.execute(db);
}
