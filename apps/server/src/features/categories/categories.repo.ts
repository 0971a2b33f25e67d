import type { CategoryType } from "@studiodesk/core/contracts/shop";
import type { Trx } from "../../db/database";
import { ofOrganization } from "../../db/tenant-filters";

const COLUMNS = ["id", "name", "type", "is_active", "created_at"] as const;

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function listCategories(trx: Trx, orgId: string, type?: CategoryType) {
  let query = trx.selectFrom("categories").select(COLUMNS).where("org_id", "=", orgId);
  if (type) query = query.where("type", "=", type);
  return query.orderBy("type").orderBy("name").orderBy("id").execute();
}

export async function findCategory(trx: Trx, orgId: string, id: string) {
  return trx
    .selectFrom("categories")
    .select(COLUMNS)
    .where(ofOrganization(orgId, id))
    .executeTakeFirst();
}

export async function findCategoryByName(
  trx: Trx,
  orgId: string,
  type: CategoryType,
  name: string,
) {
  return (
    trx
      .selectFrom("categories")
      .select("id")
      .where("org_id", "=", orgId)
      .where("type", "=", type)
      // Lowered by the database, as its unique index is: JavaScript lowers some letters
      // differently (a final Σ becomes ς in JavaScript, σ in PostgreSQL).
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", eb.fn("lower", [eb.val(name)])))
      .executeTakeFirst()
  );
}

// The ids among `ids` that are categories of the given type in the organization.
export async function findCategoryIdsOfType(
  trx: Trx,
  orgId: string,
  type: CategoryType,
  ids: string[],
) {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("categories")
    .select("id")
    .where("org_id", "=", orgId)
    .where("type", "=", type)
    .where("id", "in", ids)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertCategory(
  trx: Trx,
  orgId: string,
  category: { id: string; name: string; type: CategoryType; createdAt: Date },
) {
  await trx
    .insertInto("categories")
    .values({
      org_id: orgId,
      id: category.id,
      name: category.name,
      type: category.type,
      created_at: category.createdAt,
    })
    .execute();
}

export async function setCategoryActive(trx: Trx, orgId: string, id: string, isActive: boolean) {
  return trx
    .updateTable("categories")
    .set({ is_active: isActive })
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

// Its product links go with it (foreign key cascade).
export async function deleteCategory(trx: Trx, orgId: string, id: string) {
  return trx
    .deleteFrom("categories")
    .where(ofOrganization(orgId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}
