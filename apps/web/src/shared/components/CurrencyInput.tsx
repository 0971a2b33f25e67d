import type { NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { flushSync } from "react-dom";
import { toAmount } from "../currency-amount";
import { MoneyInput } from "./MoneyInput";

type CurrencyInputProps = Omit<NumberInputProps, "value" | "onChange"> & {
  // In currency units (dollars), null while the field is empty; the caller sends cents
  // (amountToCents) and counts an empty field as 0.
  value: number | null;
  onChange: (value: number | null) => void;
};

// 000 §5 Currency input, as MoneyInput shows it, with a number in and out: thousands
// separators only while not focused (so typing is not interrupted by commas), non-numeric
// characters stripped, NaN becomes 0. A cleared field stays empty while it has focus, and
// shows $ 0.00 when left, the amount it counts as (every use is a required amount).
export function CurrencyInput({ value, onChange, onBlur, ...props }: CurrencyInputProps) {
  const [isFocused, setIsFocused] = useState(false);
  // The field is given back what NumberInput answered ("", "12.", "12.50"), not the amount
  // read from it: handed 0 for "" or 12.5 for "12.50", it rewrote the text under the caret.
  // A value the caller sets otherwise (another amount) replaces it.
  const [typed, setTyped] = useState<number | string>(value ?? "");
  const shown = toAmount(typed) === value ? typed : (value ?? "");
  return (
    <MoneyInput
      fixedDecimalScale={!isFocused}
      thousandSeparator={isFocused ? undefined : ","}
      hideControls
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(toAmount(next));
      }}
      // The text takes its editing form while focus arrives, before the number field hears of
      // it: told later (its onFocus comes a timer tick late), it moved the caret after the
      // change and undid a select-all typed meanwhile, so Backspace took one digit, not all.
      onFocusCapture={() => flushSync(() => setIsFocused(true))}
      onBlur={(event) => {
        setIsFocused(false);
        if (value === null) {
          setTyped(0);
          onChange(0);
        }
        onBlur?.(event);
      }}
    />
  );
}
