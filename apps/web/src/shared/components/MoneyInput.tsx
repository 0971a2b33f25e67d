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
      // A typed comma groups thousands, as the field shows them: "1,500" is $1,500.00, never
      // $1.50 (Mantine also reads a comma as the decimal point unless told otherwise).
      allowedDecimalSeparators={["."]}
      allowNegative={false}
      {...props}
    />
  );
}

// A paid price: required, at least $1.00 (001 §9 "Minimum paid price 1").
// A lower price stays as typed, so the form's rule says why it cannot be saved ('Product
// price needs to be greater than $1.00.'); clamping it on blur quietly saved $1.00 instead.
export function PaidPriceInput(props: NumberInputProps) {
  return (
    <MoneyInput
      label="Price"
      description="Minimum $1.00"
      withAsterisk
      min={1}
      clampBehavior="none"
      {...props}
    />
  );
}
