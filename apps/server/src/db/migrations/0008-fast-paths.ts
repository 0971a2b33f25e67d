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
  // statistics is slow on the embedded database, and it sometimes took a rare term for a
  // common one and walked the whole organization. So the choice is made here, by queries
  // PostgreSQL plans once (force_generic_plan):
  // 1. the next hundred members in page order are read from the ordered index (which
  //    carries the text) and filtered: a common term fills its page there, and near the end
  //    of the list the window holds all that is left;
  // 2. a term seen there, but not often enough, goes on through the next nine hundred the
  //    same way (member_search_window), from where the first window ended;
  // 3. otherwise the term is rare (none in the first hundred, or under one in forty of the
  //    thousand), and the trigram index finds every match (member_search_by_trigram) for a
  //    sort of the few. A rare term thus costs a hundred index entries before the trigram
  //    index, not a thousand.
  // ROWS tells the caller's planner that a page comes back (not the default thousand rows),
  // so the join to users is a handful of primary-key lookups.
  //
  // The helpers run with their caller's rights and read the tenant from the transaction
  // like search_members() itself, so even a direct call sees one organization only.
  await sql`
    create function member_search_window(
      pattern text, edge_created_at timestamptz, edge_id text, towards_newer boolean,
      page_size integer, window_size integer,
      out matches text[], out end_created_at timestamptz, out end_id text
    )
    language plpgsql stable
    set search_path = public, pg_catalog set plan_cache_mode = force_generic_plan
    as $$
    declare
      tenant text := nullif(current_setting('app.org_id', true), '');
    begin
      matches := '{}';
      if tenant is null then
        return;
      end if;
      -- Two statements a direction rather than one with ORs: each keeps its index range.
      -- The matches stop at a full page; only a page left short needs the window's last
      -- row (none when the list ends inside the window).
      if towards_newer then
        matches := array(
          select w.user_id
          from (select s.user_id, s.search_text, s.created_at from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) > (edge_created_at, edge_id)
                order by s.created_at, s.user_id limit window_size) w
          where w.search_text like pattern
          order by w.created_at, w.user_id limit page_size);
        if cardinality(matches) < page_size then
          select s.created_at, s.user_id into end_created_at, end_id
          from member_search s
          where s.org_id = tenant and (s.created_at, s.user_id) > (edge_created_at, edge_id)
          order by s.created_at, s.user_id offset window_size - 1 limit 1;
        end if;
      else
        matches := array(
          select w.user_id
          from (select s.user_id, s.search_text, s.created_at from member_search s
                where s.org_id = tenant and (s.created_at, s.user_id) < (edge_created_at, edge_id)
                order by s.created_at desc, s.user_id desc limit window_size) w
          where w.search_text like pattern
          order by w.created_at desc, w.user_id desc limit page_size);
        if cardinality(matches) < page_size then
          select s.created_at, s.user_id into end_created_at, end_id
          from member_search s
          where s.org_id = tenant and (s.created_at, s.user_id) < (edge_created_at, edge_id)
          order by s.created_at desc, s.user_id desc offset window_size - 1 limit 1;
        end if;
      end if;
    end $$
  `.execute(db);
  // The trigram index alone finds the candidates: behind OFFSET 0 the organization and the
  // cursor stay out of the index scan, where the planner would AND in the newest-first index
  // (it takes the cursor's range for a narrow one) and read the organization's every entry.
  // Other organizations' matches of a rare term are few, and are filtered out right after.
  await sql`
    create function member_search_by_trigram(
      pattern text, cursor_created_at timestamptz, cursor_id text,
      towards_newer boolean, page_size integer
    ) returns table (user_id text)
    language plpgsql stable rows 26
    set search_path = public, pg_catalog set plan_cache_mode = force_generic_plan
    set enable_seqscan = off set enable_indexscan = off set enable_indexonlyscan = off
    as $$
    declare
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
      -- Without a cursor the page starts at the newest (or oldest) member.
      edge_created_at timestamptz := coalesce(cursor_created_at,
        case when towards_newer then '-infinity'::timestamptz else 'infinity'::timestamptz end);
      edge_id text := coalesce(cursor_id, '');
      first_window record;
      second_window record;
    begin
      if tenant is null then
        return;
      end if;
      select * into first_window from member_search_window(
        pattern, edge_created_at, edge_id, towards_newer, page_size, 100);
      -- A full page, or the list ended inside the window: its matches are all there are.
      if cardinality(first_window.matches) = page_size or first_window.end_id is null then
        return query select unnest(first_window.matches);
        return;
      end if;
      -- At least one in a hundred matches: the next window most likely completes the page.
      if cardinality(first_window.matches) > 0 then
        select * into second_window from member_search_window(
          pattern, first_window.end_created_at, first_window.end_id, towards_newer,
          page_size - cardinality(first_window.matches), 900);
        if cardinality(first_window.matches) + cardinality(second_window.matches) = page_size
          or second_window.end_id is null then
          return query select unnest(first_window.matches || second_window.matches);
          return;
        end if;
      end if;
      return query select * from member_search_by_trigram(
        pattern, edge_created_at, edge_id, towards_newer, page_size);
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
