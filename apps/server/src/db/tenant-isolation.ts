import { type Kysely, sql } from "kysely";

// The role the app runs as when the connection itself is a superuser (PGlite always is).
// Superusers escape row-level security, so the app drops to this role after migrating.
export const APP_ROLE = "studiodesk_app";

// Second lock behind the repos' `org_id` filters: PostgreSQL only shows a tenant table's
// rows of the organization set for the current transaction (`app.org_id`). FORCE makes
// the policy bind the owner too, so only a superuser could read across tenants.
export async function enableTenantIsolation(db: Kysely<unknown>, tables: string[]): Promise<void> {
  await sql`
    do $$
    begin
      if (select rolsuper from pg_roles where rolname = current_user)
        and not exists (select 1 from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        -- Roles belong to the cluster, not the database: two databases migrating at once (test
        -- workers, two fresh instances) can both find the role missing. The loser's create
        -- fails as a duplicate, which means the role is there, as wanted.
        begin
          create role ${sql.raw(APP_ROLE)} nologin;
        exception when duplicate_object or unique_violation then
          null;
        end;
      end if;
    end $$
  `.execute(db);
  for (const table of tables) {
    const name = sql.table(table);
    await sql`alter table ${name} enable row level security`.execute(db);
    await sql`alter table ${name} force row level security`.execute(db);
    await sql`
      create policy tenant_isolation on ${name}
        using (org_id = current_setting('app.org_id', true))
        with check (org_id = current_setting('app.org_id', true))
    `.execute(db);
  }
  await grantAppRole(db);
}

// Called after every migration that adds tables, so the app role can reach them.
export async function grantAppRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        grant usage on schema public to ${sql.raw(APP_ROLE)};
        grant select, insert, update, delete on all tables in schema public to ${sql.raw(APP_ROLE)};
        grant usage, select on all sequences in schema public to ${sql.raw(APP_ROLE)};
        -- The audit log is append-only (issue #20): re-revoked after every blanket grant.
        if to_regclass('public.audit_log') is not null then
          revoke update, delete, truncate on audit_log from ${sql.raw(APP_ROLE)};
        end if;
      end if;
    end $$
  `.execute(db);
}
