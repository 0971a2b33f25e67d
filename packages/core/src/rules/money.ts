import { MESSAGES } from "../messages";

// 001 §9: "Minimum paid price 1" (event, product, class subscription), in cents here.
export const MIN_PAID_PRICE_CENTS = 100;

// The currency an organization charges and shows money in: its payment settings' (000
// Payment settings, "Taken from account payment settings and read-only"), lower-case as
// Stripe spells it; USD where none is stored.
export const paymentCurrencyOf = (
  account: { paymentInformation: { currency: string } } | undefined,
): string => (account?.paymentInformation.currency || "usd").toLowerCase();

const currencyNumberFormat = (currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });

// 000 §9: amounts are stored in cents and formatted as currency (default USD).
export function formatCents(cents: number, currency = "USD"): string {
  return currencyNumberFormat(currency).format(cents / 100);
}

// 000 §9 "formatted as currency" in an exported workbook: Excel's number format with the
// symbol and decimals formatCents shows on screen ('"$"#,##0.00' for USD, '"€"#,##0.00' for EUR).
export function spreadsheetMoneyFormat(currency: string): string {
  const format = currencyNumberFormat(currency);
  const symbol =
    format.formatToParts(0).find((part) => part.type === "currency")?.value ??
    currency.toUpperCase();
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return `"${symbol}"#,##0${decimals > 0 ? `.${"0".repeat(decimals)}` : ""}`;
}

// The spec's texts for a price under the minimum, each naming it in dollars ("$1.00").
export type PriceMinimumKey =
  | "eventPriceMinimum"
  | "productPriceMinimum"
  | "classPriceMinimum"
  | "subscriptionPriceMinimum"
  | "invoiceTotalMinimum";

// Each read by name: the web's build writes `MESSAGES.someText` into its bundle as the text
// itself (apps/web/build/inline-messages.ts), and `MESSAGES[key]` would bring every text along.
const PRICE_MINIMUM_MESSAGES: Record<PriceMinimumKey, string> = {
  eventPriceMinimum: MESSAGES.eventPriceMinimum,
  productPriceMinimum: MESSAGES.productPriceMinimum,
  classPriceMinimum: MESSAGES.classPriceMinimum,
  subscriptionPriceMinimum: MESSAGES.subscriptionPriceMinimum,
  invoiceTotalMinimum: MESSAGES.invoiceTotalMinimum,
};

// The spec's text word for word for USD; a studio charging in another currency reads the
// minimum in its own ("Product price needs to be greater than €1.00."), formatted by the same
// rule as every other amount. The invoice total's minimum is the same 1 (000 §9).
export function priceMinimumMessage(key: PriceMinimumKey, currency: string): string {
  return PRICE_MINIMUM_MESSAGES[key].replace(
    formatCents(MIN_PAID_PRICE_CENTS),
    formatCents(MIN_PAID_PRICE_CENTS, currency),
  );
}

// 000 §5 Currency input: non-numeric characters are stripped and NaN becomes 0; the entered
// amount is sent in cents.
export function amountToCents(amount: number | string): number {
  const value = typeof amount === "number" ? amount : Number(amount.replace(/[^\d.-]/g, ""));
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
