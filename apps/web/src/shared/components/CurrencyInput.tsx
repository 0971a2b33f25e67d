import type { NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { MoneyInput } from "./MoneyInput";

type CurrencyInputProps = Omit<NumberInputProps, "value" | "onChange"> & {
  // In currency units (dollars); the caller sends cents (amountToCents).
  value: number;
  onChange: (value: number) => void;
};

// 000 §5 Currency input, as MoneyInput shows it, with a number in and out: thousands
// separators only while not focused (so typing is not interrupted by commas), non-numeric
// characters stripped, NaN becomes 0.
export function CurrencyInput({ value, onChange, onFocus, onBlur, ...props }: CurrencyInputProps) {
  const [isFocused, setIsFocused] = useState(false);
  return (
    <MoneyInput
      fixedDecimalScale={!isFocused}
      thousandSeparator={isFocused ? undefined : ","}
      hideControls
      {...props}
      value={value}
      onChange={(next) => onChange(toAmount(next))}
      onFocus={(event) => {
        setIsFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setIsFocused(false);
        onBlur?.(event);
      }}
    />
  );
}

// NumberInput answers a number, or the text it could not read ("" while empty).
export function toAmount(value: number | string): number {
  const amount = typeof value === "number" ? value : Number(value.replace(/[^\d.]/g, ""));
  return Number.isFinite(amount) ? amount : 0;
}
