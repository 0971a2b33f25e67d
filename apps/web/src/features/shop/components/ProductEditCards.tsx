import { Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { PRODUCT_SIZES, SIZE_QUANTITY_RANGE } from "@studiodesk/core/rules/shop";
import { NumberField } from "../../../shared/components/NumberField";
import { RECURRENCE_LABELS } from "../../../shared/recurrence-labels";
import { useMoneyFormat } from "../../../shared/use-money-format";
import { ProductCategoriesSelect } from "./ProductCategoriesSelect";
import { ProductQuantityInput } from "./ProductQuantityInput";
import { ProductTextFields } from "./ProductTextFields";
import type { ProductEditValues } from "./product-edit-values";

type CardProps = {
  product: Product;
  values: ProductEditValues;
  set: (changes: Partial<ProductEditValues>) => void;
};

// 001 §5 Product edit: title, description and categories are editable.
export function ProductDetailsCard({ values, set }: CardProps) {
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {MESSAGES.productDetails}
        </Title>
        <ProductTextFields values={values} set={set} descriptionRows={4} />
        <ProductCategoriesSelect
          categoryIds={values.categoryIds}
          onChange={(categoryIds) => set({ categoryIds })}
        />
      </Stack>
    </Paper>
  );
}

// 001 §5: quantity and sizes (0 to 1000) are editable; price, subscription tokens and
// recurrence are read-only.
export function ProductPriceCard({ product, values, set }: CardProps) {
  const money = useMoneyFormat();
  const subscription = product.price.subscription;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {MESSAGES.priceAndStock}
        </Title>
        <TextInput label={MESSAGES.price} readOnly value={money(product.price.amount)} />
        {subscription ? (
          <SimpleGrid cols={2}>
            <TextInput
              label={MESSAGES.billingRecurrence}
              readOnly
              value={RECURRENCE_LABELS[subscription.recurrence.recurrenceTime]}
            />
            <TextInput
              label={MESSAGES.tokensPerBillingCycle}
              readOnly
              value={
                subscription.quantity === null ? MESSAGES.unlimited : String(subscription.quantity)
              }
            />
          </SimpleGrid>
        ) : (
          <ProductQuantityInput
            label={MESSAGES.quantity}
            description={MESSAGES.hundredStandsForUnlimited}
            isNew={false}
            value={values.quantity}
            onChange={(quantity) => set({ quantity })}
          />
        )}
        {/* Every size of a sized product, so one it did not sell yet can be added; a blank
            one is not offered (a sold-out size is 0). */}
        {product.productSizes && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {PRODUCT_SIZES.map((size) => (
              <NumberField
                key={size}
                label={fillMessage(MESSAGES.sizeNamed, { size })}
                placeholder={MESSAGES.notOffered}
                min={SIZE_QUANTITY_RANGE.min}
                max={SIZE_QUANTITY_RANGE.max}
                allowDecimal={false}
                allowNegative={false}
                value={values.sizes[size] ?? ""}
                onChange={(count) => set({ sizes: { ...values.sizes, [size]: count } })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
