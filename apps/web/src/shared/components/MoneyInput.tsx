import { NumberInput, type NumberInputProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { MIN_PAID_PRICE_CENTS } from "@studiodesk/core/rules/money";
import { useState } from "react";
import { flushSync } from "react-dom";
import { currencyPrefix, toAmount } from "../currency-amount";
import { useAccountCurrency } from "../session";
import { useMoneyFormat } from "../use-money-format";

type MoneyInputProps = Omit<NumberInputProps, "value" | "onChange"> & {
  // In currency units (dollars); "" (or null) while the field is empty. The caller sends cents
  // (amountToCents).
  value: number | string | null;
  onChange: (value: number | "") => void;
  // 000 §5 "NaN becomes 0", for an amount that always counts (an invoice item, a subscription's
  // price): a field left empty shows $ 0.00 and answers 0. Without it the field stays empty,
  // so the form's own rule can say what is missing ('Please add a discount amount.').
  isEmptyZero?: boolean;
};

const amountOf = (value: number | string | null) => (value === null ? null : toAmount(value));

// 000 §5 Currency input, the one money field of the dashboard: '$ ' (the organization's
// currency symbol, 000 §9) with 2 decimals and thousands separators only while not focused (so
// typing is not interrupted by commas), non-numeric characters stripped, NaN becomes 0.
export function MoneyInput({ value, onChange, onBlur, isEmptyZero, ...props }: MoneyInputProps) {
  const prefix = currencyPrefix(useAccountCurrency());
  const [isFocused, setIsFocused] = useState(false);
  // The field is given back what NumberInput answered ("", "12.", "12.50"), not the amount
  // read from it: handed 0 for "" or 12.5 for "12.50", it rewrote the text under the caret
  // (a cleared field became "$ 0" with the caret before the 0, so typing 30 made $300). A value
  // the caller sets otherwise (another amount) replaces it.
  const [typed, setTyped] = useState<number | string>(value ?? "");
  const shown = amountOf(typed) === amountOf(value) ? typed : (value ?? "");
  return (
    <NumberInput
      prefix={prefix}
      decimalScale={2}
      fixedDecimalScale={!isFocused}
      thousandSeparator={isFocused ? undefined : ","}
      // A typed comma is never the decimal point: "1,500" is $1,500.00, never $1.50 (Mantine
      // reads a comma as one unless told otherwise).
      allowedDecimalSeparators={["."]}
      allowNegative={false}
      hideControls
      // An amount past a limit stays as typed; the form's rule says why, in the currency's
      // words ('Product price needs to be greater than $1.00.'), never a quiet $1.00.
      clampBehavior="none"
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(toAmount(next) ?? "");
      }}
      // The text takes its editing form while focus arrives, before the number field hears of
      // it: told later (its onFocus comes a timer tick late), it moved the caret after the
      // change and undid a select-all typed meanwhile, so Backspace took one digit, not all.
      onFocusCapture={() => flushSync(() => setIsFocused(true))}
      onBlur={(event) => {
        setIsFocused(false);
        if (isEmptyZero && amountOf(value) === null) {
          setTyped(0);
          onChange(0);
        }
        onBlur?.(event);
      }}
    />
  );
}

// A paid price: required, at least $1.00 (001 §9 "Minimum paid price 1"), or more than $1.00
// where the rule says "over 1" (`isMinimumExclusive`: a class sold only once, 001 §5).
// A lower price stays as typed (MoneyInput never clamps), so the form's rule says why it
// cannot be saved ('Product price needs to be greater than $1.00.').
export function PaidPriceInput({
  isMinimumExclusive = false,
  ...props
}: MoneyInputProps & { isMinimumExclusive?: boolean }) {
  const money = useMoneyFormat();
  const minimum = money(MIN_PAID_PRICE_CENTS);
  return (
    <MoneyInput
      label={MESSAGES.price}
      description={isMinimumExclusive ? `More than ${minimum}` : `Minimum ${minimum}`}
      withAsterisk
      min={1}
      {...props}
    />
  );
}
