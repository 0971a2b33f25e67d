import type { Product } from "@studiodesk/core/contracts/shop";
import { hasSizes } from "@studiodesk/core/rules/shop";
import type { Deps } from "../../shared/deps";
import { type ProductRow, sizesOf } from "./products.repo";

// 001 §3 Product as the dashboard reads it. The picture is public (the member app and link
// previews show it), so its URLs never expire.
export function toProduct(deps: Deps, row: ProductRow): Product {
  const imageUrl = deps.storage.publicUrl(row.image_key);
  const sizes = sizesOf(row);
  return {
    productId: row.id,
    productTitle: row.title,
    productDescription: row.description,
    productImages: [imageUrl],
    imageItem: { imageUrl, thumbnailUrl: deps.storage.publicUrl(row.image_thumbnail_key) },
    isActive: row.is_active,
    isFeatured: row.is_featured,
    uploadTimestamp: new Date(row.created_at).toISOString(),
    categoryIds: row.category_ids,
    productSizes: hasSizes(sizes) ? sizes : null,
    productTimesPurchased: row.times_purchased,
    shareLink: row.share_link,
    price: {
      amount: row.price_amount,
      quantity: row.quantity,
      subscription: row.subscription_recurrence
        ? {
            amount: row.price_amount,
            quantity: row.subscription_quantity,
            recurrence: {
              recurrenceTime: row.subscription_recurrence as NonNullable<
                Product["price"]["subscription"]
              >["recurrence"]["recurrenceTime"],
            },
          }
        : null,
    },
  };
}
