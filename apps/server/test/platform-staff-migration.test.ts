import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { suiteMigrationTestDatabase } from "./support/migration-test-support";

// Migration 0018 on a database that already has a super-admin as a Harbor member (as the
// demo seed made them before issue #20 §3): their profile moves to platform_staff, the member
// record and admin roles go, and the identity loses its home organization.
const { db, migrate, names, inTenant } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

it("moves an existing super-admin out of their organization's members", {
  timeout: 180_000,
}, async () => {
  await migrate(names.filter((name) => name < "0018"));
  await sql`insert into organizations (id, name) values ('harbor', 'Harbor')`.execute(db);
  for (const [id, isSuperAdmin] of [
    ["sam", true],
    ["avery", false],
  ] as const) {
    await sql`insert into identities (id, email, password_hash, home_org_id, is_super_admin)
      values (${id}, ${`${id}@example.test`}, 'hash', 'harbor', ${isSuperAdmin})`.execute(db);
    await inTenant("harbor", (trx) =>
      sql`insert into users (id, org_id, first_name, last_name, email)
        values (${id}, 'harbor', ${id}, 'Lastname', ${`${id}@example.test`})`.execute(trx),
    );
    await sql`insert into admin_roles (user_id, org_id) values (${id}, 'harbor')`.execute(db);
  }

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const members = await inTenant("harbor", (trx) =>
    sql<{ id: string }>`select id from users order by id`.execute(trx),
  );
  expect(members.rows.map((row) => row.id)).toEqual(["avery"]);
  const staff = await sql`select id, first_name from platform_staff`.execute(db);
  expect(staff.rows).toEqual([{ id: "sam", first_name: "sam" }]);
  const identities = await sql`select id, home_org_id from identities order by id`.execute(db);
  expect(identities.rows).toEqual([
    { id: "avery", home_org_id: "harbor" },
    { id: "sam", home_org_id: null },
  ]);
  const roles = await sql`select user_id from admin_roles`.execute(db);
  expect(roles.rows).toEqual([{ user_id: "avery" }]);
});

// A PostgreSQL database that 0018 as first written migrated: the identity lost its home
// organization, but the member record stayed and no platform_staff profile was made.
it("finishes moving a super-admin whom the first 0018 left in the member list (migration 0036)", {
  timeout: 180_000,
}, async () => {
  const repair = await suiteMigrationTestDatabase();
  try {
    await repair.migrate(repair.names.filter((name) => name < "0036"));
    await sql`insert into organizations (id, name) values ('harbor', 'Harbor')`.execute(repair.db);
    for (const [id, isSuperAdmin] of [
      ["sam", true],
      ["avery", false],
    ] as const) {
      await sql`insert into identities (id, email, password_hash, home_org_id, is_super_admin)
        values (${id}, ${`${id}@example.test`}, 'hash', ${isSuperAdmin ? null : "harbor"},
          ${isSuperAdmin})`.execute(repair.db);
      await repair.inTenant("harbor", (trx) =>
        sql`insert into users (id, org_id, first_name, last_name, email)
          values (${id}, 'harbor', ${id}, 'Lastname', ${`${id}@example.test`})`.execute(trx),
      );
    }

    const { error } = await repair.migrate(repair.names);
    expect(error).toBeUndefined();

    const members = await repair.inTenant("harbor", (trx) =>
      sql<{ id: string }>`select id from users order by id`.execute(trx),
    );
    expect(members.rows.map((row) => row.id)).toEqual(["avery"]);
    const staff = await sql`select id, first_name from platform_staff`.execute(repair.db);
    expect(staff.rows).toEqual([{ id: "sam", first_name: "sam" }]);
  } finally {
    await repair.db.destroy();
  }
});
