import { Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { PRODUCT_SIZES, type ProductSize, SIZE_QUANTITY_RANGE } from "@studiodesk/core/rules/shop";
import { NumberField } from "../../../shared/components/NumberField";

// A size as the form holds it: a count (blank: not offered) or Unlimited.
export type SizeInput = { count: number | string; isUnlimited: boolean };
export type SizeInputs = Record<ProductSize, SizeInput>;

export const EMPTY_SIZE_INPUTS = Object.fromEntries(
  PRODUCT_SIZES.map((size) => [size, { count: "", isUnlimited: false }]),
) as SizeInputs;

// 001 §9: "Sizes XS, S, M, L, XL, XXL, XXXL; unlimited stored as 1000; blank or zero sizes
// dropped" — each size takes a count or Unlimited.
export function SizeFields({
  values,
  onChange,
}: {
  values: SizeInputs;
  onChange: (values: SizeInputs) => void;
}) {
  const set = (size: ProductSize, changes: Partial<SizeInput>) =>
    onChange({ ...values, [size]: { ...values[size], ...changes } });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {MESSAGES.leaveSizeBlankHint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PRODUCT_SIZES.map((size) => (
          <Group key={size} align="flex-end" gap="sm" wrap="nowrap">
            <NumberField
              label={fillMessage(MESSAGES.sizeNamed, { size })}
              min={SIZE_QUANTITY_RANGE.min}
              max={SIZE_QUANTITY_RANGE.max}
              allowDecimal={false}
              allowNegative={false}
              disabled={values[size].isUnlimited}
              value={values[size].count}
              onChange={(count) => set(size, { count })}
              w={120}
            />
            <Checkbox
              label={fillMessage(MESSAGES.unlimitedSize, { size })}
              mb={8}
              checked={values[size].isUnlimited}
              onChange={(event) => set(size, { isUnlimited: event.currentTarget.checked })}
            />
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
