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
import { staffRoutes } from "../../shared/staff-routes";
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
export const shopRoutes = staffRoutes("shop", (route) => {
  const product = { params: ZProductParams, response: ZProduct };

  route.get(
    "/products",
    { querystring: ZProductListQuery, response: ZProductList },
    ({ deps, auth, query }) => listShopProducts(deps, auth, query),
  );

  route.post("/products", { response: ZProduct, status: 201 }, ({ deps, auth, request }) =>
    createProduct(deps, auth, request),
  );

  route.get("/products/:productId", product, ({ deps, auth, params }) =>
    getProduct(deps, auth, params.productId),
  );

  route.patch(
    "/products/:productId",
    { ...product, body: ZUpdateProductRequest },
    ({ deps, auth, params, body }) => editProduct(deps, auth, params.productId, body),
  );

  route.patch(
    "/products/:productId/status",
    { ...product, body: ZProductStatusRequest },
    ({ deps, auth, params, body }) =>
      changeProductStatus(deps, auth, params.productId, body.isActive),
  );

  route.post("/products/:productId/image", product, ({ deps, auth, params, request }) =>
    replaceProductImage(deps, auth, params.productId, request),
  );

  route.delete(
    "/products/:productId",
    { params: ZProductParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeProduct(deps, auth, params.productId),
  );

  route.get(
    "/products/:productId/purchasers",
    { params: ZProductParams, response: ZProductPurchaseList },
    ({ deps, auth, params }) => getProductPurchasers(deps, auth, params.productId),
  );

  route.post(
    "/products/:productId/purchases",
    { params: ZProductParams, body: ZCreatePurchaseRequest, response: ZPurchaseResult },
    ({ deps, auth, params, body }) => purchaseProduct(deps, auth, params.productId, body),
  );
});
