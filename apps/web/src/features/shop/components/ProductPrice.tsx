import { Text } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { RECURRENCE_LABELS } from "../../../shared/recurrence-labels";
import { useMoneyFormat } from "../../../shared/use-money-format";

// A product's price; a subscription names its billing recurrence.
export function ProductPrice({ product }: { product: Product }) {
  const money = useMoneyFormat();
  const recurrence = product.price.subscription?.recurrence.recurrenceTime;
  return (
    <Text size="sm" fw={500}>
      {money(product.price.amount)}
      {recurrence && ` · ${RECURRENCE_LABELS[recurrence]}`}
    </Text>
  );
}
