import { z } from "zod";
import { MESSAGES } from "../messages";
import { isValidTimeZone } from "../rules/time-zone";
import { withSomeChange } from "./common";
import { tooManyCharacters } from "./readable-errors";

// The organization's account documents. Defaults are the spec's (000 §3 "Account documents").
export const ZCalendarColors = z.object({
  eventColor: z.string(),
  classColor: z.string(),
  defaultColor: z.string(),
});
export type CalendarColors = z.infer<typeof ZCalendarColors>;

export const ZAccountBanner = z.object({
  variant: z.string(),
  icon: z.string(),
  message: z.string(),
});

export const ZAppInformation = z.object({
  isActive: z.boolean(),
  isPaymentActive: z.boolean(),
  isProductActive: z.boolean(),
  isClassesActive: z.boolean(),
  isDocumentActive: z.boolean(),
  isMessagingActive: z.boolean(),
  // Unset means on (000 §2 Settings); kept optional so "unset" stays distinguishable.
  isMessagingTeachersOnly: z.boolean().optional(),
  // Unset means shown; only an explicit false hides Schedule.
  isScheduleActive: z.boolean().optional(),
  isTerminalActive: z.boolean().optional(),
  accountBanner: ZAccountBanner.nullable().optional(),
});
export type AppInformation = z.infer<typeof ZAppInformation>;

export const ZPaymentInformation = z.object({
  isTestMode: z.boolean(),
  country: z.string(),
  currency: z.string(),
  transactionFee: z.number().int().nonnegative(),
  applePayMerchantId: z.string().nullable().optional(),
  stripeAccountId: z.string().nullable().optional(),
  terminalLocationId: z.string().nullable().optional(),
  activeTerminals: z.array(z.string()),
});
export type PaymentInformation = z.infer<typeof ZPaymentInformation>;

export const ZPublicInformation = z.object({
  appName: z.string(),
  appAddress: z.string(),
  appLogo: z.string().nullable(),
  appOrgId: z.string(),
  appDynamicLink: z.string().nullable().optional(),
  iosBundle: z.string().nullable().optional(),
  androidBundle: z.string().nullable().optional(),
  appStoreId: z.string().nullable().optional(),
  timezone: z.string(),
  publicRef: z.string(),
});
export type PublicInformation = z.infer<typeof ZPublicInformation>;

export const ZBookingInformation = z.object({
  isActive: z.boolean(),
  bookingTypes: z.array(z.string()),
});
export type BookingInformation = z.infer<typeof ZBookingInformation>;

export const ZWebsiteInformation = z.object({ isActive: z.boolean() });
export const ZSocialInformation = z.record(z.string(), z.string());

export const ZAccount = z.object({
  appInformation: ZAppInformation,
  paymentInformation: ZPaymentInformation,
  publicInformation: ZPublicInformation,
  socialInformation: ZSocialInformation,
  bookingInformation: ZBookingInformation.nullable(),
  websiteInformation: ZWebsiteInformation,
  calendarColors: ZCalendarColors,
});
export type Account = z.infer<typeof ZAccount>;

export const DEFAULT_APP_INFORMATION: AppInformation = {
  isActive: false,
  isPaymentActive: true,
  isProductActive: false,
  isClassesActive: true,
  isDocumentActive: true,
  isMessagingActive: true,
  isMessagingTeachersOnly: true,
};

export const DEFAULT_PAYMENT_INFORMATION: PaymentInformation = {
  isTestMode: false,
  country: "US",
  currency: "USD",
  transactionFee: 0,
  activeTerminals: [],
};

export const DEFAULT_CALENDAR_COLORS: CalendarColors = {
  eventColor: "#0000ff",
  classColor: "#00FF00",
  defaultColor: "#000000",
};

export const DEFAULT_WEBSITE_INFORMATION = { isActive: false };

// PATCH /api/v1/account/app-information: the partial object the spec's settings send.
export const ZUpdateAppInformationRequest = withSomeChange(
  z
    .object({
      isProductActive: z.boolean(),
      isMessagingActive: z.boolean(),
      isMessagingTeachersOnly: z.boolean(),
    })
    .partial()
    .strict(),
);
export type UpdateAppInformationRequest = z.infer<typeof ZUpdateAppInformationRequest>;

// PATCH /api/v1/account/base-information: the Base Information tab. The form validates with
// this contract in the browser, where the server's readable messages are not installed, so
// the limits name their words themselves.
export const APP_NAME_MAX_LENGTH = 120;
export const APP_ADDRESS_MAX_LENGTH = 300;
export const ZUpdateBaseInformationRequest = z
  .object({
    appName: z
      .string()
      .trim()
      .min(1, MESSAGES.appNameRequired)
      .max(APP_NAME_MAX_LENGTH, tooManyCharacters(APP_NAME_MAX_LENGTH)),
    appAddress: z
      .string()
      .trim()
      .max(APP_ADDRESS_MAX_LENGTH, tooManyCharacters(APP_ADDRESS_MAX_LENGTH)),
    timezone: z.string().refine(isValidTimeZone, MESSAGES.invalidTimeZone),
  })
  .strict();
export type UpdateBaseInformationRequest = z.infer<typeof ZUpdateBaseInformationRequest>;
