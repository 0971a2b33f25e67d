import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCategory,
  ZCategoryList,
  ZCategoryListQuery,
  ZCategoryParams,
  ZCategoryStatusRequest,
  ZCreateCategoryRequest,
} from "@studiodesk/core/contracts/shop";
import { staffRoutes } from "../../shared/staff-routes";
import {
  changeCategoryStatus,
  createCategory,
  listOrganizationCategories,
  removeCategory,
} from "./categories.service";

// 001 §7 Categories: get all (optionally of one type), add, activate / deactivate, delete.
export const categoriesRoutes = staffRoutes("categories", (route) => {
  route.get(
    "/categories",
    { querystring: ZCategoryListQuery, response: ZCategoryList },
    async ({ deps, auth, query }) => ({
      categories: await listOrganizationCategories(deps, auth, query.type),
    }),
  );

  route.post(
    "/categories",
    { body: ZCreateCategoryRequest, response: ZCategory, status: 201 },
    ({ deps, auth, body }) => createCategory(deps, auth, body),
  );

  route.patch(
    "/categories/:categoryId",
    { params: ZCategoryParams, body: ZCategoryStatusRequest, response: ZCategory },
    ({ deps, auth, params, body }) =>
      changeCategoryStatus(deps, auth, params.categoryId, body.isActive),
  );

  route.delete(
    "/categories/:categoryId",
    { params: ZCategoryParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeCategory(deps, auth, params.categoryId),
  );
});
