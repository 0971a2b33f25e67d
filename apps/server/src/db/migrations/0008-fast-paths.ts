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
  // Carrying the text lets a search read its window of recent members from the index alone.
  await sql`
    create index member_search_org_created on member_search (org_id, created_at desc, user_id desc)
      include (search_text)
  `.execute(db);
  // Without fastupdate every search would also scan the index's pending list of recent
  // inserts; members are added rarely and searched often.
  await sql`
    create index member_search_trgm on member_search
      using gin (search_text gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
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
  //
  // Which index serves best depends on how common the term is, and leaving that to the
  // planner cost more than the search itself: estimating a LIKE against the column's
  // statistics is slow, and it sometimes took a rare term for a common one and walked the
  // whole organization. So the choice is made here, by queries PostgreSQL plans once
  // (force_generic_plan):
  // 1. the next thousand members in page order are read from the ordered index and
  //    filtered; a common term fills its page there after a few rows, and near the end of
  //    the list the window holds all that is left;
  // 2. otherwise fewer than one member in forty matches, and the trigram index finds them
  //    all (member_search_by_trigram) for a sort of the few.
  // ROWS tells the caller's planner that a page comes back (not the default thousand rows),
  // so the join to users is a handful of primary-key lookups.
  // The trigram index alone finds the candidates: behind OFFSET 0 the organization and the
  // cursor stay out of the index scan, where the planner would AND in the newest-first index
  // (it takes the cursor's range for a narrow one) and read the organization's every entry.
  // A rare term's matches in other organizations are few, and are dropped right after.
  await sql`
    create function member_search_by_trigram(
      pattern text, cursor_created_at timestamptz, cursor_id text,
      towards_newer boolean, page_size integer
    ) returns table (user_id text)
    language plpgsql stable rows 26
    set search_path = public, pg_catalog set plan_cache_mode = force_generic_plan
    set enable_indexscan = off set enable_indexonlyscan = off set enable_seqscan = off
    as $$
    declare
      -- Like search_members(), it reads the tenant from the transaction, never an argument.
      tenant text := nullif(current_setting('app.org_id', true), '');
    begin
      if tenant is null then
        return;
      end if;
      if towards_newer then
        return query
          select m.user_id
          from (select s.user_id, s.org_id, s.created_at from member_search s
                where s.search_text like pattern offset 0) m
          where m.org_id = tenant and (m.created_at, m.user_id) > (cursor_created_at, cursor_id)
          order by m.created_at, m.user_id limit page_size;
      else
        return query
          select m.user_id
          from (select s.user_id, s.org_id, s.created_at from member_search s
                where s.search_text like pattern offset 0) m
          where m.org_id = tenant and (m.created_at, m.user_id) < (cursor_created_at, cursor_id)
          order by m.created_at desc, m.user_id desc limit page_size;
      end if;
    end $$
  `.execute(db);
  await sql`
    create function search_members(
      pattern text,
      cursor_created_at timestamptz,
      cursor_id text,
      towards_newer boolean,
      page_size integer
    ) returns table (user_id text)
    language plpgsql stable security definer rows 26
    set search_path = public, pg_catalog set plan_cache_mode = force_generic_plan
    as $$
    declare
      tenant text := nullif(current_setting('app.org_id', true), '');
      search_window constant integer := 1000;
      -- Without a cursor the page starts at the newest (or oldest) member.
      edge_created_at timestamptz :=
        coalesce(cursor_created_at,
          case when towards_newer then '-infinity'::timestamptz else 'infinity'::timestamptz end);
      edge_id text := coalesce(cursor_id, '');
      page text[];
      window_rows integer;
    begin
      if tenant is null then
        return;
      end if;
      if towards_newer then
        page := array(
          select w.user_id
          from (select s.user_id, s.search_text, s.created_at from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) > (edge_created_at, edge_id)
                order by s.created_at, s.user_id limit search_window) w
          where w.search_text like pattern
          order by w.created_at, w.user_id limit page_size);
        if cardinality(page) < page_size then
          select count(*) into window_rows
          from (select from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) > (edge_created_at, edge_id)
                order by s.created_at, s.user_id limit search_window) w;
        end if;
      else
        page := array(
          select w.user_id
          from (select s.user_id, s.search_text, s.created_at from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) < (edge_created_at, edge_id)
                order by s.created_at desc, s.user_id desc limit search_window) w
          where w.search_text like pattern
          order by w.created_at desc, w.user_id desc limit page_size);
        if cardinality(page) < page_size then
          select count(*) into window_rows
          from (select from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) < (edge_created_at, edge_id)
                order by s.created_at desc, s.user_id desc limit search_window) w;
        end if;
      end if;
      if cardinality(page) = page_size or window_rows < search_window then
        return query select unnest(page);
      else
        return query select * from member_search_by_trigram(
          pattern, edge_created_at, edge_id, towards_newer, page_size);
      end if;
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
