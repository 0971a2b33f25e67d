// 000 §9: every fee the studio passes on to the payer, in integer cents. All three are the
// same "gross-up": the fee that, added to the amount, leaves the amount after the provider's
// and the platform's percentage and fixed cut: (amount + fixed) / (1 − rate) − amount.
export type FeeSchedule = {
  // The card provider's and the platform's rates together, in basis points (2.9% + 2.0% = 490).
  rateBasisPoints: number;
  fixedCents: number;
};

// 000 §9 Invoice fee: (amount + 0.30) / (1 − 0.049) − amount; 2.9% card provider, 2.0% platform.
export const INVOICE_FEE_SCHEDULE: FeeSchedule = { rateBasisPoints: 290 + 200, fixedCents: 30 };

// 000 §9 Terminal checkout fee: (amount + 0.05) / (1 − 0.05) − amount; 2.7% and 2.3%.
export const TERMINAL_FEE_SCHEDULE: FeeSchedule = { rateBasisPoints: 270 + 230, fixedCents: 5 };

// 000 §9 Generic card fee: 2.9% plus 2% with a 0.30 fixed amount (the invoice's numbers).
export const CARD_FEE_SCHEDULE: FeeSchedule = INVOICE_FEE_SCHEDULE;

// Worked on integers: (a·r + f·10000) / (10000 − r) with r in basis points. For these
// schedules no whole-cent amount lands exactly on half a cent, so Math.round of the one
// division cannot be swayed by a float's last bit (dollars × 0.951 could).
export function grossUpFeeCents(amountCents: number, schedule: FeeSchedule): number {
  const { rateBasisPoints, fixedCents } = schedule;
  return Math.round(
    (amountCents * rateBasisPoints + fixedCents * 10_000) / (10_000 - rateBasisPoints),
  );
}

export const invoiceFeeCents = (subtotalCents: number): number =>
  grossUpFeeCents(subtotalCents, INVOICE_FEE_SCHEDULE);

// The event's or product's own transactionFee (cents) replaces the formula when present.
export const terminalFeeCents = (amountCents: number, ownFeeCents?: number | null): number =>
  ownFeeCents ?? grossUpFeeCents(amountCents, TERMINAL_FEE_SCHEDULE);

// "0 if the amount is 0 or less."
export const cardFeeCents = (amountCents: number): number =>
  amountCents <= 0 ? 0 : grossUpFeeCents(amountCents, CARD_FEE_SCHEDULE);
