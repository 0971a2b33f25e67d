import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { ImageEditCard } from "../../../shared/components/ImageEditCard";
import { useReplaceProductImage } from "../shop.api";

// 001 §2 Shop item view: "An Edit image modal"; 001 §5 "Change image: images only".
export function ProductImageCard({ product }: { product: Product }) {
  return (
    <ImageEditCard
      imageUrl={product.imageItem.imageUrl}
      imageAlt={`${product.productTitle} image`}
      previewAlt={MESSAGES.selectedProductImage}
      replace={useReplaceProductImage(product.productId)}
      doneMessage={MESSAGES.productUpdated}
      missingMessage={MESSAGES.selectProductImage}
    />
  );
}
