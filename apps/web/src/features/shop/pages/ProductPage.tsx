import { SimpleGrid, Stack } from "@mantine/core";
import { type Product, ZProduct } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { productEditIssues } from "@studiodesk/core/rules/shop";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation, useParams } from "react-router";
import { EditPageHeader } from "../../../shared/components/EditPageHeader";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { isRefusal, notifyFailure } from "../../../shared/failure-message";
import { notify, saveRefusal } from "../../../shared/notify";
import { editedFields } from "../../../shared/rebase-edits";
import { useEditValues } from "../../../shared/use-edit-values";
import { useFormDraft } from "../../../shared/use-form-draft";
import { ProductDetailsCard, ProductPriceCard } from "../components/ProductEditCards";
import { ProductImageCard } from "../components/ProductImageCard";
import { ProductOptionsMenu } from "../components/ProductOptionsMenu";
import {
  changedProductFields,
  isSubscriptionProduct,
  toEditValues,
} from "../components/product-edit-values";
import { productQueryOptions, useUpdateProduct } from "../shop.api";
import { type ProductRouteState, SHOP_PATH } from "../shop-paths";

// The card passes the product along (001 §2 "productData may be passed along"): it shows
// at once while the product loads.
function passedProduct(state: unknown, productId: string): Product | undefined {
  const parsed = ZProduct.safeParse((state as ProductRouteState | null)?.productData);
  return parsed.success && parsed.data.productId === productId ? parsed.data : undefined;
}

// 001 §2 Product view (/dashboard/shop/{productId}/).
export function ProductPage() {
  const { productId = "" } = useParams();
  const location = useLocation();
  const product = useQuery({
    ...productQueryOptions(productId),
    placeholderData: passedProduct(location.state, productId),
    enabled: Boolean(productId),
  });

  // A refused id (malformed, unknown, another organization's) goes back to the shop.
  if (!productId || isRefusal(product.error))
    return <RedirectWithNotice to={SHOP_PATH} notice={MESSAGES.productNotFound} />;
  if (product.isError) return <LoadFailure error={product.error} onRetry={product.refetch} />;
  if (!product.data) return <LoadingState label="product" />;
  return <ProductEditor product={product.data} />;
}

const refusal = saveRefusal("product-edit");

function ProductEditor({ product }: { product: Product }) {
  const loaded = useMemo(() => toEditValues(product), [product]);
  const { values, setValues, set, changes, hasChanges } = useEditValues(loaded, (edited) =>
    changedProductFields(product, edited),
  );
  // The edited fields only: restored over the product as it is then, they leave a colleague's
  // later change of another field as it is. The picture is not among them: its card's
  // Edit Image saves it on its own.
  useFormDraft("product-edit", editedFields(loaded, values), set);
  const update = useUpdateProduct(product.productId);

  const save = () => {
    const issue = productEditIssues(
      changes,
      isSubscriptionProduct(product),
      product.productSizes ?? {},
    )[0];
    if (issue) return refusal.show(issue.message);
    refusal.clear();
    update.mutate(changes, {
      onSuccess: (saved) => {
        setValues(toEditValues(saved));
        notify(MESSAGES.productUpdated, "success");
      },
      onError: notifyFailure,
    });
  };

  const props = { product, values, set };
  return (
    <>
      <EditPageHeader
        title={product.productTitle}
        menu={<ProductOptionsMenu product={product} />}
        hasChanges={hasChanges}
        isUpdating={update.isPending}
        onUpdate={save}
      />
      <Stack>
        <ProductImageCard product={product} />
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ProductDetailsCard {...props} />
          <ProductPriceCard {...props} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
