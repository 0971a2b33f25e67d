import type { DbOrTrx } from "../../db/database";

// The tenant registry is global: it lists tenants, it holds no tenant's data.
export async function listOrganizations(db: DbOrTrx) {
  return db.selectFrom("organizations").select(["id", "name"]).orderBy("name").execute();
}

export async function findOrganization(db: DbOrTrx, orgId: string) {
  return db
    .selectFrom("organizations")
    .select(["id", "name"])
    .where("id", "=", orgId)
    .executeTakeFirst();
}

export async function countOrganizations(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom("organizations")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function renameOrganization(db: DbOrTrx, orgId: string, name: string) {
  await db.updateTable("organizations").set({ name }).where("id", "=", orgId).execute();
}

export async function insertOrganization(db: DbOrTrx, organization: { id: string; name: string }) {
  await db.insertInto("organizations").values(organization).execute();
}
