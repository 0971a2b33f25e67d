import type { Account } from "@studiodesk/core/contracts/account";
import type { CreateClassRequest } from "@studiodesk/core/contracts/classes";
import {
  type ClassDraft,
  type ClassIssue,
  type ClassPriceDraft,
  classPriceMode,
  isPaidClass,
  newClassIssues,
} from "@studiodesk/core/rules/classes";
import { dollarsToCents, skippedStartIssue } from "@studiodesk/core/rules/events";
import type { RecurrenceOption } from "@studiodesk/core/rules/recurrence";
import {
  ageItemOf,
  draftAgeRangeOf,
  draftMaxUsersOf,
  eventStartOf,
  locationOf,
  registrationWindowOf,
  secondsOf,
  trimmedOrNull,
} from "../components/event-fields/event-field-values";
import type { SettingsValues } from "../components/event-form/AdditionalSettingsPanel";
import type { DetailsValues } from "../components/event-form/EventDetailsPanel";
import { wizardButtonOf, wizardDefaults } from "../components/event-form/event-form-values";
import type { RegistrationValues } from "../components/event-form/RegistrationPanel";
import { endOfDay, inputsToInstant } from "../schedule-format";

// 001 §4 Price modes as the Price Information tab holds them.
export type ClassPriceValues = {
  hasSubscription: boolean;
  subscriptionDollars: number | string;
  billingRecurrence: RecurrenceOption | null;
  subscriptionStartDate: string;
  subscriptionEndDate: string;
  oneTimePurchase: boolean;
  priceDollars: number | string;
  isPrepaidOption: boolean;
};

// Everything the New Class wizard edits: the event form's groups with class wording, the
// class's price modes and its category.
export type ClassFormValues = DetailsValues &
  RegistrationValues &
  SettingsValues &
  ClassPriceValues & { categoryId: string | null };

// 001 §9 Defaults: the wizards' own, in the account's class colour; a class always recurs,
// so the recurrence starts switched on; free, in no category.
export const initialClassValues = (account: Account): ClassFormValues => ({
  ...wizardDefaults(account, account.calendarColors.classColor),
  isRecurring: true,
  categoryId: null,
  hasSubscription: false,
  subscriptionDollars: "",
  billingRecurrence: null,
  subscriptionStartDate: "",
  subscriptionEndDate: "",
});

const centsOf = (dollars: number | string) =>
  dollars === "" ? 0 : dollarsToCents(Number(dollars));

function priceDraftOf(
  values: ClassFormValues,
  timeZone: string,
  isPaymentActive: boolean,
): ClassPriceDraft | null {
  if (!isPaymentActive) return null;
  return {
    amount: values.oneTimePurchase ? centsOf(values.priceDollars) : 0,
    oneTimePurchase: values.oneTimePurchase,
    subscription: values.hasSubscription
      ? {
          amount: centsOf(values.subscriptionDollars),
          recurrenceTime: values.billingRecurrence,
          subscriptionStart: inputsToInstant(values.subscriptionStartDate, "00:00", timeZone),
          subscriptionEnd: endOfDay(values.subscriptionEndDate, timeZone),
        }
      : null,
  };
}

export const isPaidClassForm = (
  values: ClassFormValues,
  timeZone: string,
  isPaymentActive: boolean,
) => isPaidClass(classPriceMode(priceDraftOf(values, timeZone, isPaymentActive)));

function toClassDraft(values: ClassFormValues, timeZone: string, isPaymentActive: boolean) {
  const price = priceDraftOf(values, timeZone, isPaymentActive);
  return {
    classTitle: values.eventTitle,
    classDescription: values.eventDescription,
    hasImage: values.image !== null,
    classStart: eventStartOf(values, timeZone),
    classDuration: secondsOf(values.durationHours, values.durationMinutes),
    recurrence: values.isRecurring ? { recurrenceTime: values.recurrenceTime } : null,
    classEnd: values.isRecurring ? endOfDay(values.endDate, timeZone) : null,
    price,
    classMaxUsers: draftMaxUsersOf(values),
    ageItem: draftAgeRangeOf(values),
    customButtonLink: wizardButtonOf(values, isPaidClass(classPriceMode(price))).link,
    ...registrationWindowOf(values),
  } satisfies ClassDraft;
}

export function classFormIssues(
  values: ClassFormValues,
  timeZone: string,
  isPaymentActive: boolean,
  currency: string,
): ClassIssue[] {
  const skipped = skippedStartIssue(values.startDate, values.startTime, timeZone);
  return [
    ...(skipped ? [{ section: "details" as const, field: "classStart", message: skipped }] : []),
    ...newClassIssues(
      toClassDraft(values, timeZone, isPaymentActive),
      new Date(),
      timeZone,
      currency,
    ),
  ];
}

// 001 §7 "New class payload". Only called once the draft has no issues.
export function toCreateClassPayload(
  values: ClassFormValues,
  timeZone: string,
  isPaymentActive: boolean,
): CreateClassRequest {
  const draft = toClassDraft(values, timeZone, isPaymentActive);
  const price = draft.price;
  const button = wizardButtonOf(values, isPaidClass(classPriceMode(price)));
  return {
    classTitle: values.eventTitle.trim(),
    classDescription: values.eventDescription.trim(),
    classStart: (draft.classStart as Date).toISOString(),
    classDuration: draft.classDuration as number,
    recurrence: values.recurrenceTime
      ? { recurrenceTime: values.recurrenceTime, recurrenceDays: values.recurrenceDays }
      : null,
    classEnd: draft.classEnd ? draft.classEnd.toISOString() : null,
    location: locationOf(values),
    categoryId: values.categoryId,
    classMaxUsers: draft.classMaxUsers,
    price: price && {
      amount: price.amount,
      oneTimePurchase: price.oneTimePurchase,
      subscription: price.subscription && {
        amount: price.subscription.amount,
        recurrence: { recurrenceTime: price.subscription.recurrenceTime },
        subscriptionStart: price.subscription.subscriptionStart?.toISOString() ?? null,
        subscriptionEnd: price.subscription.subscriptionEnd?.toISOString() ?? null,
      },
    },
    isPrepaidOption: values.isPrepaidOption,
    customButtonTitle: button.title,
    customButtonLink: button.link,
    ...registrationWindowOf(values),
    ageItem: ageItemOf(values),
    isPrivate: values.isPrivate,
    isOnCalendar: values.isOnCalendar,
    showOnWebsite: values.showOnWebsite,
    requiredDocuments: values.requiredDocuments,
    classLeaders: values.hasLeaders ? values.eventLeaders : [],
    calendarHex: trimmedOrNull(values.calendarHex),
    classPolicy: trimmedOrNull(values.eventPolicy),
    isFeatured: values.isFeatured,
  };
}
