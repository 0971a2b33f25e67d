import type {
  Category,
  CategoryType,
  CreateCategoryRequest,
} from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, validationError } from "../../shared/app-error";
import { staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import {
  type CategoryRow,
  deleteCategory,
  findCategoryByName,
  findCategoryIdsOfType,
  insertCategory,
  listCategories,
  setCategoryActive,
} from "./categories.repo";

// Categories serve the shop and the classes (001 §3), so they are a feature of their own;
// products (and later classes) check their category ids through assertCategoriesOfType.
const TOPIC = { topic: "categories" } as const;
const categoryNotFound = () => notFoundError(MESSAGES.categoryNotFound);
const categoryExists = () => new AppError("category_exists", MESSAGES.categoryExists, 409);

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === "23505" &&
  (error as { constraint?: unknown }).constraint === constraint;

function toCategory(row: CategoryRow): Category {
  return {
    categoryId: row.id,
    categoryName: row.name,
    type: row.type,
    isActive: row.is_active,
    isProduct: row.type === "shop",
    isClass: row.type === "class",
  };
}

export async function listOrganizationCategories(
  deps: Deps,
  auth: AuthContext,
  type?: CategoryType,
): Promise<Category[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listCategories(trx, auth.orgId, type),
  );
  return rows.map(toCategory);
}

// 001 §7 Categories "add (name, isProduct flag)". Names are unique per type, ignoring case.
export async function createCategory(
  deps: Deps,
  auth: AuthContext,
  input: CreateCategoryRequest,
): Promise<Category> {
  const id = newId();
  const row = await staffWrite(deps, auth, TOPIC, async (trx, audit) => {
    if (await findCategoryByName(trx, auth.orgId, input.type, input.categoryName)) {
      throw categoryExists();
    }
    const category = { id, name: input.categoryName, type: input.type, createdAt: deps.now() };
    await insertCategory(trx, auth.orgId, category);
    await audit({
      action: "category.created",
      targetType: "category",
      targetId: id,
      details: { categoryName: category.name, type: category.type },
    });
    return { ...category, is_active: true, created_at: category.createdAt };
  }).catch((error: unknown) => {
    // The same name added at the same moment: the unique index decides, the loser is told.
    if (isUniqueViolation(error, "categories_org_type_name")) throw categoryExists();
    throw error;
  });
  return toCategory(row);
}

export async function changeCategoryStatus(
  deps: Deps,
  auth: AuthContext,
  categoryId: string,
  isActive: boolean,
): Promise<Category> {
  const row = await staffWrite(deps, auth, TOPIC, async (trx, audit) => {
    const updated = await setCategoryActive(trx, auth.orgId, categoryId, isActive);
    if (!updated) throw categoryNotFound();
    await audit({
      action: isActive ? "category.activated" : "category.deactivated",
      targetType: "category",
      targetId: categoryId,
    });
    return updated;
  });
  return toCategory(row);
}

// 001 §7 Categories "delete by categoryId"; products keep existing without it.
export async function removeCategory(
  deps: Deps,
  auth: AuthContext,
  categoryId: string,
): Promise<{ message: string }> {
  const row = await staffWrite(deps, auth, TOPIC, async (trx, audit) => {
    const deleted = await deleteCategory(trx, auth.orgId, categoryId);
    if (!deleted) throw categoryNotFound();
    await audit({
      action: "category.deleted",
      targetType: "category",
      targetId: categoryId,
      details: { categoryName: deleted.name, type: deleted.type },
    });
    return deleted;
  });
  return { message: fillMessage(MESSAGES.categoryDeleted, { title: row.name }) };
}

// Runs in the caller's transaction: every id must be a category of this organization and
// of the given type, or nothing is written.
export async function assertCategoriesOfType(
  trx: Trx,
  orgId: string,
  type: CategoryType,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await findCategoryIdsOfType(trx, orgId, type, unique);
  if (found.length !== unique.length) {
    throw validationError(MESSAGES.unknownCategory, { categoryIds: MESSAGES.unknownCategory });
  }
  return unique;
}
