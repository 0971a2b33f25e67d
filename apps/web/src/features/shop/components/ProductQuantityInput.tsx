import { NumberInput, type NumberInputProps } from "@mantine/core";
import { MAX_PRODUCT_QUANTITY } from "@studiodesk/core/rules/shop";

// 001 §5: a product's quantity is a whole number up to the shop's maximum, on the New Product
// form and on the edit page alike; the least it takes differs (an edited product may be sold
// out, a new one has at least one).
export function ProductQuantityInput(props: NumberInputProps & { min: number }) {
  return (
    <NumberInput {...props} max={MAX_PRODUCT_QUANTITY} allowDecimal={false} allowNegative={false} />
  );
}
