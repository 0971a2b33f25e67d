import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";

type QuantityInputProps = Omit<NumberInputProps, "value" | "onChange" | "min" | "max"> & {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

// A whole number from min to max that is always the one counted. Emptied while typing
// (Backspace before the next digit) the field stays empty and counts as min; left, it shows
// the number counted, so the field and what it adds up to agree (an invoice item's Qty).
export function QuantityInput({ value, min, max, onChange, onBlur, ...props }: QuantityInputProps) {
  // As in MoneyInput: the field is given back what it typed ("" while emptied) as long as
  // that is the number counted; a value set otherwise replaces it.
  const [typed, setTyped] = useState<number | string>(value);
  const countOf = (text: number | string): number => {
    const count = Number(text);
    if (text === "" || !Number.isFinite(count)) return min;
    return Math.min(max, Math.max(min, Math.trunc(count)));
  };
  const shown = countOf(typed) === value ? typed : value;
  return (
    <NumberInput
      min={min}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(countOf(next));
      }}
      onBlur={(event) => {
        setTyped(value);
        onBlur?.(event);
      }}
    />
  );
}
