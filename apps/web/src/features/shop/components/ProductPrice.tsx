import { Text } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { formatCents } from "@studiodesk/core/rules/money";
import { RECURRENCE_LABELS } from "../../../shared/recurrence-labels";

// A product's price; a subscription names its billing recurrence.
export function ProductPrice({ product, currency }: { product: Product; currency: string }) {
  const recurrence = product.price.subscription?.recurrence.recurrenceTime;
  return (
    <Text size="sm" fw={500}>
      {formatCents(product.price.amount, currency)}
      {recurrence && ` · ${RECURRENCE_LABELS[recurrence]}`}
    </Text>
  );
}
