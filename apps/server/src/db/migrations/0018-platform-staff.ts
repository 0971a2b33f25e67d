import { type Kysely, sql } from "kysely";
import { grantAppRole } from "../tenant-isolation";
import { createdNow } from "./tenant-tables";

// Issue #20 §3: super-admins are platform staff, in no organization's member list. Their
// profile moves out of the tenant `users` table into this global one, and their identity
// loses its home organization (an organization's admin could otherwise edit or block them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("platform_staff")
    .addColumn("id", "text", (col) =>
      col.primaryKey().references("identities.id").onDelete("cascade"),
    )
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("profile_photo_url", "text")
    .addColumn("last_logged_in", "timestamptz")
    .addColumn("created_at", "timestamptz", createdNow)
    .execute();
  await db.schema
    .alterTable("identities")
    .alterColumn("home_org_id", (col) => col.dropNotNull())
    .execute();

  await moveSuperAdminsToPlatformStaff(db);
  await grantAppRole(db);
}

// Existing super-admins: profile copied, member record and admin roles removed. The users
// table is tenant-isolated, and FORCE binds the migrating role too on PostgreSQL, so each
// organization is visited with its id set: a query with none sees no member at all. (It was
// first written as one join over every organization, which only the embedded superuser could
// see through; 0036 runs this again for databases migrated by that.) A member record that
// other rows still point at (a sale, a class seat) stays, and is reported.
export async function moveSuperAdminsToPlatformStaff(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare org record; staff record;
    begin
      for org in select id from organizations loop
        perform set_config('app.org_id', org.id, true);
        for staff in
          select u.id, u.first_name, u.last_name, u.profile_photo_url, u.last_logged_in
          from users u join identities i on i.id = u.id
          where i.is_super_admin and u.org_id = org.id
        loop
          insert into platform_staff (id, first_name, last_name, profile_photo_url, last_logged_in)
            values (staff.id, staff.first_name, staff.last_name, staff.profile_photo_url,
                    staff.last_logged_in)
            on conflict (id) do nothing;
          begin
            delete from users where id = staff.id and org_id = org.id;
          exception when foreign_key_violation then
            raise notice 'super-admin % keeps a member record other rows refer to', staff.id;
          end;
        end loop;
      end loop;
      perform set_config('app.org_id', '', true);
      update identities set home_org_id = null where is_super_admin;
      delete from admin_roles where user_id in (select id from identities where is_super_admin);
    end $$
  `.execute(db);
}
