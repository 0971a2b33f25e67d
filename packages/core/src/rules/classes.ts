import { MESSAGES } from "../messages";
import {
  type EventIssue,
  type EventSection,
  MIN_PAID_PRICE_CENTS,
  type RegistrationWindow,
  registrationCardIssues,
} from "./events";
import { priceMinimumMessage } from "./money";
import {
  endDateLimit,
  expandOccurrences,
  oneYearAfter,
  type RecurrenceOption,
  type Series,
  seriesEnd,
} from "./recurrence";

// 001 §4 Price modes: free, a one-time purchase, or class subscription billing (which may
// also offer a one-time purchase). null: no price at all (payments inactive).
export type ClassPriceMode = "free" | "oneTime" | "subscription";

export type ClassPriceDraft = {
  // The one-time purchase amount, in cents.
  amount: number;
  oneTimePurchase: boolean;
  // null: the subscription switch is off.
  subscription: {
    amount: number;
    recurrenceTime: RecurrenceOption | null;
    subscriptionStart: Date | null;
    subscriptionEnd: Date | null;
  } | null;
};

// 001 §4: "Subscription off makes the class free"; one-time purchase on without a
// subscription is a paid class; otherwise free.
export function classPriceMode(price: ClassPriceDraft | null): ClassPriceMode | null {
  if (!price) return null;
  if (price.subscription) return "subscription";
  return price.oneTimePurchase ? "oneTime" : "free";
}

// How a price mode reads where a person sees it (the classes export): the price panel's words,
// never the stored code.
export const CLASS_PRICE_MODE_LABELS: Record<ClassPriceMode, string> = {
  free: MESSAGES.free,
  oneTime: "One-Time Purchase",
  subscription: "Subscription",
};

// A class with a price: adding members becomes a pending request flagged pending payment,
// and deleting it while it has members is blocked (001 §4, §5 Other).
export const isPaidClass = (mode: ClassPriceMode | null): boolean =>
  mode === "oneTime" || mode === "subscription";

// The new class wizard has the new event wizard's steps (both are the one NewItemWizard).
export type ClassSection = EventSection;
export type ClassIssue = EventIssue;

// What the new class wizard has filled in, in the shape the rules need.
export type ClassDraft = {
  classTitle: string;
  classDescription: string;
  hasImage: boolean;
  classStart: Date | null;
  classDuration: number | null;
  // null: no recurrence chosen; a null option: recurring switched on without an option.
  recurrence: { recurrenceTime: RecurrenceOption | null } | null;
  classEnd: Date | null;
  // null when payments are inactive.
  price: ClassPriceDraft | null;
  classMaxUsers: number | null;
  ageItem: { startAge: number | null; endAge: number | null } | null;
  customButtonLink: string | null;
} & RegistrationWindow;

// 001 §5 "New class valid when" and "Common limits", in the spec's order. Every issue is
// listed with its tab, so the wizard keeps Save & Publish disabled and the server answers
// the first one.
// `currency` names the minimum price in the organization's (priceMinimumMessage).
export function newClassIssues(
  draft: ClassDraft,
  now: Date,
  timeZone: string,
  currency: string,
): ClassIssue[] {
  return [
    ...classDetailIssues(draft, now, timeZone),
    ...classPriceIssues(draft.price, timeZone, currency),
    ...classRegistrationIssues(draft),
  ];
}

// 001 §5: title, description and image; start, duration above 0 and a recurrence; an end
// after the start, at most one year after it; start at most one year from now.
export function classDetailIssues(
  draft: Omit<
    ClassDraft,
    "price" | "classMaxUsers" | "ageItem" | "customButtonLink" | keyof RegistrationWindow
  >,
  now: Date,
  timeZone: string,
): ClassIssue[] {
  const issues: ClassIssue[] = [];
  const add = (field: string, message: string) =>
    issues.push({ section: "details", field, message });
  if (!draft.classTitle.trim()) add("classTitle", MESSAGES.completeAllFields);
  if (!draft.classDescription.trim()) add("classDescription", MESSAGES.completeAllFields);
  if (!draft.hasImage) add("image", MESSAGES.selectClassImage);
  const start = draft.classStart;
  if (!start || !draft.classDuration || draft.classDuration <= 0) {
    add("classStart", MESSAGES.selectStartAndDuration);
  }
  if (!draft.recurrence?.recurrenceTime) add("recurrence", MESSAGES.selectReoccuringType);
  if (start && start.getTime() > oneYearAfter(now, timeZone).getTime()) {
    add("classStart", MESSAGES.classDateTooFar);
  }
  if (!draft.recurrence) return issues;
  if (!draft.classEnd) add("classEnd", MESSAGES.selectEventStartAndEnd);
  else if (start && draft.classEnd.getTime() <= start.getTime()) {
    add("classEnd", MESSAGES.classEndAfterStart);
  } else if (
    start &&
    draft.classEnd.getTime() > endDateLimit(oneYearAfter(start, timeZone), timeZone)
  ) {
    add("classEnd", MESSAGES.recurrenceEndTooFar);
  }
  return issues;
}

// 001 §5: a class sold only once needs "an amount over 1" (exactly $1.00 is refused); next to a
// subscription its one-time amount, like the subscription's, needs "at least 1". The price
// field's hint says which (a 'Minimum $1.00' hint over a refused $1.00 misled the admin).
export const oneTimePriceMinimumIsExclusive = (hasSubscription: boolean): boolean =>
  !hasSubscription;

// Whether a one-time amount (cents) is enough, with or without a subscription beside it.
const meetsOneTimePriceMinimum = (amount: number, hasSubscription: boolean): boolean =>
  oneTimePriceMinimumIsExclusive(hasSubscription)
    ? amount > MIN_PAID_PRICE_CENTS
    : amount >= MIN_PAID_PRICE_CENTS;

// 001 §5 "Price: free without one-time purchase is valid; one-time purchase without
// subscription needs an amount over 1; otherwise the amount must be at least 1, with a
// recurrence, a subscription start and end, and, if one-time purchase is on, a one-time
// amount of at least 1." Subscription end: not before its start, at most a year after (§5).
export function classPriceIssues(
  price: ClassPriceDraft | null,
  timeZone: string,
  currency: string,
): ClassIssue[] {
  const mode = classPriceMode(price);
  if (!price || mode === "free") return [];
  const issues: ClassIssue[] = [];
  const add = (field: string, message: string) => issues.push({ section: "price", field, message });
  const belowMinimum = priceMinimumMessage("classPriceMinimum", currency);
  const subscription = price.subscription;
  if (!subscription) {
    if (!meetsOneTimePriceMinimum(price.amount, false)) add("amount", belowMinimum);
    return issues;
  }
  if (!(subscription.amount >= MIN_PAID_PRICE_CENTS)) {
    add("subscription.amount", belowMinimum);
  }
  if (!subscription.recurrenceTime) {
    add("subscription.recurrence", MESSAGES.selectBillingReoccuringType);
  }
  const { subscriptionStart: start, subscriptionEnd: end } = subscription;
  if (!start || !end) add("subscription.subscriptionStart", MESSAGES.selectSubscriptionDates);
  else if (end.getTime() <= start.getTime()) {
    add("subscription.subscriptionEnd", MESSAGES.subscriptionEndAfterStart);
  } else if (end.getTime() > oneYearAfter(start, timeZone).getTime()) {
    add("subscription.subscriptionEnd", MESSAGES.subscriptionEndTooFar);
  }
  if (price.oneTimePurchase && !meetsOneTimePriceMinimum(price.amount, true)) {
    add("amount", belowMinimum);
  }
  return issues;
}

// 001 §4: a paid price hides the custom button link; a custom button link prevents payment.
// 001 §5: then the Registration card's, as an event's (registrationCardIssues).
export function classRegistrationIssues(
  draft: Pick<ClassDraft, "price" | "classMaxUsers" | "ageItem" | "customButtonLink"> &
    RegistrationWindow,
): ClassIssue[] {
  const issues: ClassIssue[] = [];
  if (isPaidClass(classPriceMode(draft.price)) && draft.customButtonLink) {
    const message = MESSAGES.paidClassButtonLink;
    issues.push({ section: "settings", field: "customButtonLink", message });
  }
  return [...issues, ...registrationCardIssues(draft, "classMaxUsers", draft.classMaxUsers)];
}

// 001 §2 Classes list, enrolled column: 'n / max' or 'n / Unlimited'.
export function enrolledText(classUsers: number, classMaxUsers: number | null): string {
  return `${classUsers} / ${classMaxUsers ?? MESSAGES.unlimited}`;
}

// 001 §2 Class view: the member count's spots available, or 'Maximum Capacity' when full. A
// cancelled class (001 §4, final) has no spots to offer: it takes no new members.
export function capacityText(
  classUsers: number,
  classMaxUsers: number | null,
  isCancelled: boolean,
): string {
  if (isCancelled) return MESSAGES.classCancelledNoNewMembers;
  if (classMaxUsers === null) return MESSAGES.unlimitedSpots;
  const spots = classMaxUsers - classUsers;
  if (spots <= 0) return MESSAGES.maximumCapacity;
  return `${spots} ${spots === 1 ? "spot" : "spots"} available`;
}

// 001 §2 Class view privacy text.
export const privacyText = (isPrivate: boolean): string =>
  isPrivate ? MESSAGES.classPrivate : MESSAGES.classPublic;

// 001 §5 Other: "Deleting a class that has a price and members is blocked." Pending requests
// count as members: a paid add is a pending request flagged pending payment.
export function canDeleteClass(input: {
  priceMode: ClassPriceMode | null;
  classUsers: number;
  pendingUsers: number;
}): boolean {
  return !isPaidClass(input.priceMode) || input.classUsers + input.pendingUsers === 0;
}

// Whether n more members fit (null max is Unlimited).
export const hasSpotsFor = (classUsers: number, classMaxUsers: number | null, n: number) =>
  classMaxUsers === null || classUsers + n <= classMaxUsers;

// 001 §2 Class view "recurrence with next class date": the first occurrence at or after now;
// null once the series has ended, and for a cancelled class (001 §4: cancelling is final, so
// none of its dates will take place, whatever the calendar still lists as cancelled).
// The list asks this for every class, so it looks a week ahead first (every daily and weekly
// class), then a quarter, and expands the whole rest of the series only when it must.
export function nextClassDate(series: Series & { isCancelled: boolean }, now: Date): Date | null {
  if (series.isCancelled) return null;
  const end = seriesEnd(series).getTime() + 1;
  if (end <= now.getTime()) return null;
  for (const days of [8, 92, Number.POSITIVE_INFINITY]) {
    const to = new Date(Math.min(end, now.getTime() + days * DAY_MS));
    const [next] = expandOccurrences(series, { from: now, to });
    if (next) return next;
    if (to.getTime() >= end) return null;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// 001 §2 Classes list: Active and Inactive tables. A class is inactive when switched off,
// cancelled, or when its last occurrence has passed.
export function isActiveClass(
  input: { isActive: boolean; isCancelled: boolean; seriesEnd: Date },
  now: Date,
): boolean {
  return input.isActive && !input.isCancelled && input.seriesEnd.getTime() >= now.getTime();
}

// The client portal's class page, the share link's target (like 'events?&eventId=').
export const classShareLinkPath = (classId: string): string =>
  `classes?&classId=${encodeURIComponent(classId)}`;
