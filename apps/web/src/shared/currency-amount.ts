import { MESSAGES } from "@studiodesk/core/messages";

// What MoneyInput reports for the text its NumberInput answers: the amount in currency
// units, or null while the field is empty. Cleared (Ctrl+A, Backspace) it must stay empty:
// answering 0 had the input draw "$ 0" with the caret before the 0, so typing 30 made $300.
// 000 §5: other non-numeric characters are stripped and NaN becomes 0.
export function toAmount(value: number | string): number | null {
  if (value === "") return null;
  const amount = typeof value === "number" ? value : Number(value.replace(/[^\d.]/g, ""));
  return Number.isFinite(amount) ? amount : 0;
}

const currencySymbol = (currency: string): string =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    currencyDisplay: "narrowSymbol",
  })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency.toUpperCase();

// 000 §5 Currency input shows '$ ' while not focused: the organization's currency symbol and
// a space ('$ ' for USD, '€ ' for EUR), so a euro studio is not shown dollars.
export const currencyPrefix = (currency: string): string => `${currencySymbol(currency)} `;

// 000 §9 read-only Currency, "Default label 'US Dollar - USD ($)'"; another currency reads the
// same way ('Euro - EUR (€)').
export function currencyLabel(currency: string): string {
  const code = currency.toUpperCase();
  if (code === "USD") return MESSAGES.currencyLabel;
  const name = new Intl.DisplayNames("en-US", { type: "currency" }).of(code) ?? code;
  return `${name} - ${code} (${currencySymbol(code)})`;
}
