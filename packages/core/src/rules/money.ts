// 001 §9: "Minimum paid price 1" (event, product, class subscription), in cents here.
export const MIN_PAID_PRICE_CENTS = 100;

// The currency an organization charges and shows money in: its payment settings' (000
// Payment settings, "Taken from account payment settings and read-only"), lower-case as
// Stripe spells it; USD where none is stored.
export const paymentCurrencyOf = (
  account: { paymentInformation: { currency: string } } | undefined,
): string => (account?.paymentInformation.currency || "usd").toLowerCase();

// 000 §9: amounts are stored in cents and formatted as currency (default USD).
export function formatCents(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

// 000 §5 Currency input: non-numeric characters are stripped and NaN becomes 0; the entered
// amount is sent in cents.
export function amountToCents(amount: number | string): number {
  const value = typeof amount === "number" ? amount : Number(amount.replace(/[^\d.-]/g, ""));
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
