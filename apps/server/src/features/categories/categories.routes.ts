import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCategory,
  ZCategoryList,
  ZCategoryListQuery,
  ZCategoryParams,
  ZCategoryStatusRequest,
  ZCreateCategoryRequest,
} from "@studiodesk/core/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import {
  changeCategoryStatus,
  createCategory,
  listOrganizationCategories,
  removeCategory,
} from "./categories.service";

// 001 §7 Categories: get all (optionally of one type), add, activate / deactivate, delete.
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["categories"];

  app.get(
    "/categories",
    { schema: { tags, querystring: ZCategoryListQuery, response: { 200: ZCategoryList } } },
    async (request) => ({
      categories: await listOrganizationCategories(deps, requireAuth(request), request.query.type),
    }),
  );

  app.post(
    "/categories",
    { schema: { tags, body: ZCreateCategoryRequest, response: { 200: ZCategory } } },
    (request) => createCategory(deps, requireAuth(request), request.body),
  );

  app.patch(
    "/categories/:categoryId",
    {
      schema: {
        tags,
        params: ZCategoryParams,
        body: ZCategoryStatusRequest,
        response: { 200: ZCategory },
      },
    },
    (request) =>
      changeCategoryStatus(
        deps,
        requireAuth(request),
        request.params.categoryId,
        request.body.isActive,
      ),
  );

  app.delete(
    "/categories/:categoryId",
    { schema: { tags, params: ZCategoryParams, response: { 200: ZMessageResponse } } },
    (request) => removeCategory(deps, requireAuth(request), request.params.categoryId),
  );
};
