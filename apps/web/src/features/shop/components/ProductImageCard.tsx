import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { ImageEditCard } from "../../../shared/components/ImageEditCard";
import { useReplaceProductImage } from "../shop.api";

// 001 §2 Shop item view: "An Edit image modal"; 001 §5 "Change image: images only".
export function ProductImageCard({ product }: { product: Product }) {
  return (
    <ImageEditCard
      imageUrl={product.imageItem.imageUrl}
      imageAlt={fillMessage(MESSAGES.imageOf, { title: product.productTitle })}
      previewAlt={MESSAGES.selectedProductImage}
      replace={useReplaceProductImage(product.productId)}
      doneMessage={MESSAGES.productUpdated}
      missingMessage={MESSAGES.selectProductImage}
    />
  );
}
