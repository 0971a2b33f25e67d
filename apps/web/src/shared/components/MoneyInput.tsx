import { NumberInput, type NumberInputProps } from "@mantine/core";

// 000 §5 Currency input: '$ ' with 2 decimals and thousands separators; entered in currency
// units (amountToCents sends cents).
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$ "
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      {...props}
    />
  );
}
