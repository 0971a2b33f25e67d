// What MoneyInput reports for the text its NumberInput answers: the amount in currency
// units, or null while the field is empty. Cleared (Ctrl+A, Backspace) it must stay empty:
// answering 0 had the input draw "$ 0" with the caret before the 0, so typing 30 made $300.
// 000 §5: other non-numeric characters are stripped and NaN becomes 0.
export function toAmount(value: number | string): number | null {
  if (value === "") return null;
  const amount = typeof value === "number" ? value : Number(value.replace(/[^\d.]/g, ""));
  return Number.isFinite(amount) ? amount : 0;
}
