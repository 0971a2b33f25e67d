import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreatePurchaseRequest,
  ZProduct,
  ZProductList,
  ZProductListQuery,
  ZProductParams,
  ZProductPurchaseList,
  ZProductStatusRequest,
  ZPurchaseResult,
  ZUpdateProductRequest,
} from "@studiodesk/core/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/auth";
import {
  changeProductStatus,
  createProduct,
  editProduct,
  getProduct,
  listShopProducts,
  removeProduct,
  replaceProductImage,
} from "./products.service";
import { getProductPurchasers, purchaseProduct } from "./purchases.service";

// 001 §2 Shop, Product view, Product purchasers; 001 §7 Products. Multipart bodies (new
// product: `payload` JSON + `image`; change image) are read by the service.
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["shop"];
  const productSchema = { tags, params: ZProductParams, response: { 200: ZProduct } };

  app.get(
    "/products",
    { schema: { tags, querystring: ZProductListQuery, response: { 200: ZProductList } } },
    (request) => listShopProducts(deps, requireAuth(request), request.query),
  );

  app.post("/products", { schema: { tags, response: { 200: ZProduct } } }, (request) =>
    createProduct(deps, requireAuth(request), request),
  );

  app.get("/products/:productId", { schema: productSchema }, (request) =>
    getProduct(deps, requireAuth(request), request.params.productId),
  );

  app.patch(
    "/products/:productId",
    { schema: { ...productSchema, body: ZUpdateProductRequest } },
    (request) => editProduct(deps, requireAuth(request), request.params.productId, request.body),
  );

  app.patch(
    "/products/:productId/status",
    { schema: { ...productSchema, body: ZProductStatusRequest } },
    (request) =>
      changeProductStatus(
        deps,
        requireAuth(request),
        request.params.productId,
        request.body.isActive,
      ),
  );

  app.post("/products/:productId/image", { schema: productSchema }, (request) =>
    replaceProductImage(deps, requireAuth(request), request.params.productId, request),
  );

  app.delete(
    "/products/:productId",
    { schema: { tags, params: ZProductParams, response: { 200: ZMessageResponse } } },
    (request) => removeProduct(deps, requireAuth(request), request.params.productId),
  );

  app.get(
    "/products/:productId/purchasers",
    { schema: { tags, params: ZProductParams, response: { 200: ZProductPurchaseList } } },
    (request) => getProductPurchasers(deps, requireAuth(request), request.params.productId),
  );

  app.post(
    "/products/:productId/purchases",
    {
      schema: {
        tags,
        params: ZProductParams,
        body: ZCreatePurchaseRequest,
        response: { 200: ZPurchaseResult },
      },
    },
    (request) =>
      purchaseProduct(deps, requireAuth(request), request.params.productId, request.body),
  );
};
