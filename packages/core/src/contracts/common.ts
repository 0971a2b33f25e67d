import { z } from "zod";
import { MESSAGES } from "../messages";
import { isDayInSaneRange, isSaneInstant, MAX_MONEY_CENTS } from "../rules/safe-input";

// A record's id as it arrives in a path (`/products/:productId` …).
export const ZId = z.string().min(1).max(100);

// Shared shapes for values the database bounds (rules/safe-input.ts says why). Every contract
// uses these instead of bare z.iso.* so a year-0000 date or an over-long amount is a 400 with
// a message, not a database fault. Text needs no schema of its own: the server refuses NUL
// and lone surrogates in any request before validation (plugins/input-guard.ts).

// A calendar day, YYYY-MM-DD (a date of birth, a charge date).
export const ZIsoDate = z.iso.date().refine(isDayInSaneRange, MESSAGES.dateOutOfRange);

// An ISO-8601 instant with its offset (an event's start, a cursor's position).
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine(isSaneInstant, MESSAGES.dateOutOfRange);

// An amount in cents up to `max`: whole, never negative. Every money field of a request takes
// it, so a fraction of a cent (12.5 sent for $0.125) is named as such everywhere, never taken
// for a price too low. `error` is a field's own words for a missing or negative amount.
export const centsUpTo = (max: number, error?: string) =>
  z.number(error).int(MESSAGES.amountNotWholeCents).min(0).max(max, MESSAGES.amountTooLarge);

// Cents as a money column holds them: a 32-bit integer, never negative.
export const ZMoneyCents = centsUpTo(MAX_MONEY_CENTS);

// A price staff set (an event's or class's price, an invoice item, a coupon's amount off):
// at most $1,000,000, so that a fee or a quantity times it still fits a money column.
export const MAX_PRICE_CENTS = 100_000_000;
export const ZPriceCents = centsUpTo(MAX_PRICE_CENTS);

// Every link a member may open (a button, a featured item): http and https only, so no
// `javascript:` or `data:` URL reaches the member app. The featured item's text is the spec's
// only one for a link, and says exactly this.
export const ZWebLink = z
  .url({ protocol: /^https?$/, error: MESSAGES.invalidFeaturedLink })
  .max(2000, MESSAGES.invalidFeaturedLink);
