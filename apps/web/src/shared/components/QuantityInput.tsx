import { useState } from "react";
import { NumberField, type NumberFieldProps } from "./NumberField";

type QuantityInputProps = Omit<NumberFieldProps, "value" | "onChange" | "min" | "max"> & {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

// A whole number that is always the one counted. Emptied while typing (Backspace before the
// next digit) the field stays empty and counts as min; left, it shows the number counted, so
// the field and what it adds up to agree (an invoice item's Qty). A number past min or max is
// counted as typed and said under the field (NumberField); the form refuses to save it.
export function QuantityInput({ value, min, max, onChange, onBlur, ...props }: QuantityInputProps) {
  // As in MoneyInput: the field is given back what it typed ("" while emptied) as long as
  // that is the number counted; a value set otherwise replaces it.
  const [typed, setTyped] = useState<number | string>(value);
  const countOf = (text: number | string): number => {
    const count = Number(text);
    if (text === "" || !Number.isFinite(count)) return min;
    return Math.trunc(count);
  };
  const shown = countOf(typed) === value ? typed : value;
  return (
    <NumberField
      min={min}
      max={max}
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
