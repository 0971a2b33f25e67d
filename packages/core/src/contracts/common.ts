import { z } from "zod";
import { MESSAGES } from "../messages";
import { isDayInSaneRange, isSaneInstant, MAX_MONEY_CENTS } from "../rules/safe-input";
import { tooManyCharacters } from "./readable-errors";

// A record's id as it arrives in a path (`/products/:productId` …).
export const ZId = z.string().min(1).max(100);

// A file sent ahead of the create call that names it (POST …/uploads answers its id).
export const ZUploadId = z.string(MESSAGES.selectFile).min(1, MESSAGES.selectFile).max(100);

// A create's own key, made once when its form opens and sent with every submit of that form:
// a double click or a retried request finds what the first one created instead of making a
// second (an invoice mailed twice, a card charged twice).
export const ZIdempotencyKey = z.string().trim().min(8).max(200);

// A list query's page size: 1 to 100 rows, `defaultSize` when the query names none.
export const pageLimit = (defaultSize: number) =>
  z.coerce.number().int().min(1).max(100).default(defaultSize);

// An opaque list cursor as a query carries it back (`starting_after`, `ending_before`).
export const ZListCursor = z.string().max(200);

// A number's own words for every way it can be wrong (a string, a fraction, out of range)
// except missing, which stays "This field is required.".
export const numberOr = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? undefined : message) });

// A duration in seconds (a class's length, a registration window): at most a year, in the
// words `message` gives (the field's name and this range).
export const MAX_DURATION_SECONDS = 366 * 24 * 3600;
export const durationSeconds = (message: string) =>
  numberOr(message).int(message).positive(message).max(MAX_DURATION_SECONDS, message);
export const ZRegistrationOpens = durationSeconds(MESSAGES.registrationOpensRange).nullable();
export const ZRegistrationCloses = durationSeconds(MESSAGES.registrationClosesRange).nullable();

// Staff-typed text up to `max` characters. A missing one says the spec's words (001 §8 keeps
// "Please complete all the necessary fields." for blank fields); an over-long one, its limit.
export const textUpTo = (max: number) =>
  z.string(MESSAGES.completeAllFields).trim().max(max, tooManyCharacters(max));

// The same, where a blank text is missing too.
export const requiredTextUpTo = (max: number) =>
  z
    .string(MESSAGES.completeAllFields)
    .trim()
    .min(1, MESSAGES.completeAllFields)
    .max(max, tooManyCharacters(max));

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
export const WEB_LINK_MAX_LENGTH = 2000;
export const ZWebLink = z
  .url({ protocol: /^https?$/, error: MESSAGES.invalidFeaturedLink })
  .max(WEB_LINK_MAX_LENGTH, MESSAGES.invalidFeaturedLink);

// A PATCH names at least one field: an empty one changed nothing yet answered 200 and wrote
// an "updated" line to the Activity log.
export const withSomeChange = <Changes extends z.ZodObject>(changes: Changes) =>
  changes.refine((value) => Object.keys(value).length > 0, MESSAGES.nothingToSave);
