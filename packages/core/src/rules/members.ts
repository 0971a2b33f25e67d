import { TZDate } from "@date-fns/tz";
import { MESSAGES } from "../messages";
import { dayBefore } from "./date-limits";
import { MIN_PAID_PRICE_CENTS, priceMinimumMessage } from "./money";
import { phoneSearchDigits } from "./phone";

// 000 §5: the member id is shown as its first 10 characters followed by stars.
export function maskMemberId(id: string): string {
  return `${id.slice(0, 10)}${"*".repeat(Math.max(0, id.length - 10))}`;
}

// 000 §5 Leader edit: shown 1-based, stored 0-based, and 0 stays 0.
export const leaderOrderForDisplay = (stored: number): number => (stored <= 0 ? 1 : stored + 1);
export const leaderOrderForStorage = (shown: number): number => (shown <= 0 ? 0 : shown - 1);
// The highest order stored, and the Order field's range as it is shown (1-based).
export const MAX_LEADER_ORDER_STORED = 10_000;
export const LEADER_ORDER_RANGE = { min: 1, max: MAX_LEADER_ORDER_STORED + 1 } as const;

export const DEFAULT_LEADER_BIO = "Leader Bio Coming Soon...";

// 000 §5: 9 random characters from letters, digits and symbols; `randomValues` comes from
// crypto.getRandomValues so the rule stays testable.
const PASSWORD_ALPHABET =
  "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*()-_=+?";
export function generateMemberPassword(randomValues: (count: number) => Uint32Array): string {
  return Array.from(
    randomValues(9),
    (value) => PASSWORD_ALPHABET[value % PASSWORD_ALPHABET.length],
  ).join("");
}

// 000 §4 Subscription: the next charge date is at least today, and the charge happens at
// 06:00 of the following day in the organization's time zone.
export function nextChargeInstant(chosenDate: string, timeZone: string): Date {
  const [year, month, day] = chosenDate.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day + 1, 6, 0, 0, timeZone).getTime());
}

// 000 §4 Subscription edits: the next charge date is at least today. A subscription with an end
// (a class's billing period, 001 Class price.subscription) is never charged past it: the billing
// run bills no cycle after the end, so a date whose charge would fall after it is refused too
// (accepted, it would never be billed).
export function nextChargeDateIssue(
  chosenDate: string,
  limits: { today: string; timeZone: string; subscriptionEnd: Date | null },
): string | null {
  if (chosenDate < limits.today) return MESSAGES.nextChargeInPast;
  const { timeZone, subscriptionEnd } = limits;
  if (subscriptionEnd && nextChargeInstant(chosenDate, timeZone) > subscriptionEnd) {
    return MESSAGES.nextChargeAfterEnd;
  }
  return null;
}

// The last next charge date a subscription with an end takes: the latest whose charge (06:00
// the day after) is not after its end, on the studio's clock; none without an end.
export function latestNextChargeDate(
  subscriptionEnd: Date | null,
  timeZone: string,
): string | undefined {
  if (!subscriptionEnd) return undefined;
  let date = todayIn(timeZone, subscriptionEnd);
  while (nextChargeInstant(date, timeZone) > subscriptionEnd) date = dayBefore(date);
  return date;
}

// 000 §4 Subscription edits: a subscription is paid, at least 1 (001 §9, as a class
// subscription's price), said in the organization's currency.
export const subscriptionAmountIssue = (amountCents: number, currency: string): string | null =>
  amountCents < MIN_PAID_PRICE_CENTS
    ? priceMinimumMessage("subscriptionPriceMinimum", currency)
    : null;

// 000 §4 "Remaining tokens range from 0 to the cycle quantity": a subscription whose cycle has
// no quantity (a class subscription bills for the class, not for a number of uses) has no
// tokens to count or to edit.
export const hasSubscriptionTokens = (subscription: { quantity: number }): boolean =>
  subscription.quantity > 0;

export function todayIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

// 000 §5 Member profile dateOfBirth: a day that has come, in the organization's zone (a
// studio in Sydney may record a birth on its today while UTC is still on yesterday). Both are
// YYYY-MM-DD, so they compare as text.
export function dateOfBirthIssue(dateOfBirth: string | null | undefined, today: string) {
  return dateOfBirth && dateOfBirth > today ? MESSAGES.dateOfBirthInFuture : null;
}

// 000 §4 Invoice status display.
// 000 §3 User gender (female or male), as the profile's select and the members export name it.
export const GENDER_LABELS = { female: "Female", male: "Male" } as const;
export const genderLabel = (gender: string | null): string | null =>
  gender === "female" || gender === "male" ? GENDER_LABELS[gender] : gender;

export const INVOICE_STATUS_LABELS = {
  pending: "Pending Payment",
  outstanding: "Past Due",
  paid: "Paid",
} as const;

// Only unpaid, pending invoices may be deleted; a paid one shows its receipt, no pay button.
export const canDeleteInvoice = (status: keyof typeof INVOICE_STATUS_LABELS): boolean =>
  status === "pending";

export type ChargeTone = "green" | "yellow" | "orange" | "red";
// 000 §4 Charge display.
export function chargeTone(charge: {
  status: string;
  refunded: boolean;
  disputed: boolean;
}): ChargeTone {
  if (charge.refunded || charge.disputed) return "orange";
  if (charge.status === "succeeded") return "green";
  if (charge.status === "processing") return "yellow";
  return "red";
}

export function chargeStatusLabel(charge: {
  status: string;
  refunded: boolean;
  disputed: boolean;
}): string {
  if (charge.refunded) return "Refunded";
  if (charge.disputed) return "Disputed";
  if (charge.status === "succeeded") return "Succeeded";
  if (charge.status === "processing") return "Processing";
  return "Failed";
}

// 000 §9 Card brands: images exist for these, anything else is "unknown".
const CARD_BRANDS = ["amex", "discover", "mastercard", "paypal", "visa"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | "unknown";
export function cardBrand(brand: string | null | undefined): CardBrand {
  const normalized = (brand ?? "").toLowerCase().replace(/\s+/g, "");
  if (normalized === "americanexpress") return "amex";
  return (CARD_BRANDS as readonly string[]).includes(normalized)
    ? (normalized as CardBrand)
    : "unknown";
}

// A brand as people name it, for an image's text and for a question about the card.
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  amex: "American Express",
  discover: "Discover",
  mastercard: "Mastercard",
  paypal: "PayPal",
  visa: "Visa",
  unknown: "Unknown card",
};

// A saved card as a person recognizes it in a sentence: 'Visa •••• 4242'.
export const savedCardName = (card: { brand: string; last4: string }) =>
  `${CARD_BRAND_NAMES[cardBrand(card.brand)]} •••• ${card.last4}`;

// 000 §5 Member profile: the documents-signed state.
export function areAllDocumentsSigned(
  memberFileIds: readonly string[],
  organizationFileIds: readonly string[],
): boolean {
  const signed = new Set(memberFileIds);
  const required = new Set(organizationFileIds);
  return signed.size === required.size && [...required].every((id) => signed.has(id));
}

export type DocumentStatus = "notRequired" | "signed" | "unsigned";

// The Documents column of the attendee and class member tables: whether the member signed
// the organization's active documents (the rule above), when the event or class needs them.
export function documentStatus(
  isRequired: boolean,
  memberFileIds: readonly string[],
  organizationFileIds: readonly string[],
): DocumentStatus {
  if (!isRequired) return "notRequired";
  return areAllDocumentsSigned(memberFileIds, organizationFileIds) ? "signed" : "unsigned";
}

// A phone search looks for its digits (phoneSearchDigits), which every member's search text
// holds beside the number as written; any other search as typed, with one space between its
// words as the search text has between first and last name (a name pasted with two spaces).
export function memberSearchTerm(search: string): string {
  return phoneSearchDigits(search) ?? search.trim().replace(/\s+/g, " ");
}
