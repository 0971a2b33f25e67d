import {
  PRODUCT_QUANTITY_EDIT_RANGE,
  PRODUCT_QUANTITY_NEW_MESSAGES,
  PRODUCT_QUANTITY_NEW_RANGE,
} from "@studiodesk/core/rules/shop";
import { NumberField, type NumberFieldProps } from "../../../shared/components/NumberField";

type ProductQuantityInputProps = Omit<NumberFieldProps, "min" | "max" | "rangeMessages"> & {
  isNew: boolean;
};

// 001 §5: a product's quantity is a whole number up to the shop's maximum, on the New Product
// form and on the edit page alike; the least it takes differs (an edited product may be sold
// out, a new one has at least one). A number past either end stays, with the rules' words.
export function ProductQuantityInput({ isNew, ...props }: ProductQuantityInputProps) {
  const range = isNew ? PRODUCT_QUANTITY_NEW_RANGE : PRODUCT_QUANTITY_EDIT_RANGE;
  return (
    <NumberField
      {...props}
      min={range.min}
      max={range.max}
      rangeMessages={isNew ? PRODUCT_QUANTITY_NEW_MESSAGES : undefined}
      allowDecimal={false}
      allowNegative={false}
    />
  );
}
