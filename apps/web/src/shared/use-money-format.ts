import { formatCents } from "@studiodesk/core/rules/money";
import { useMemo } from "react";
import { useAccountCurrency } from "./session";

// An amount in cents as the screens show it: "$1,234.50", or "€1,234.50" for a euro studio.
export type MoneyFormat = (cents: number) => string;

export const moneyFormatIn =
  (currency: string): MoneyFormat =>
  (cents) =>
    formatCents(cents, currency);

// 000 §9 money is "formatted as currency (default USD)": the organization's payment currency,
// which the server charges in. Every screen of the dashboard formats money through this.
export function useMoneyFormat(): MoneyFormat {
  const currency = useAccountCurrency();
  return useMemo(() => moneyFormatIn(currency), [currency]);
}
