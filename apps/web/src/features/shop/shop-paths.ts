// 001 §2 Route table: the shop's pages.
export const SHOP_PATH = "/dashboard/shop";

export const productPath = (productId: string) => `${SHOP_PATH}/${encodeURIComponent(productId)}/`;

export const purchasersPath = (productId: string) =>
  `/dashboard/schedule/shop/${encodeURIComponent(productId)}/users`;

// Router state the card hands the product view (001 §2 "productData may be passed along").
export type ProductRouteState = { productData?: unknown };
