// Every user-facing text of the spec, written once. Server errors, web forms and
// tests import these so a changed word changes everywhere at once.
export const MESSAGES = {
  signInFailed: "The username or password you entered is incorrect.",
  forgotPasswordNotice:
    "If an email address is associated to this account, we will send you further instructions.",
  selectOrganization: "Select Organization",
  notFound: "Ooops! Page not found. Don't worry though, let's get you back on track.",
  backToDashboard: "Back to dashboard",
  accountInformationUpdated: "Account Information Updated.",
  unknownError: "Unknown Error.",
  completeAllFields: "Please complete all the necessary fields.",
  settingsReflectDelay: "Changes may take about 10 minutes to be reflected in the app.",
  supportHours: "Support hours 9am - 4:30pm EST",
  currencyLabel: "US Dollar - USD ($)",
  // Beyond the spec: texts for rules the original product did not have.
  notAnAdmin: "This account does not have access to this organization's dashboard.",
  notASuperAdmin: "This account is not a super-admin. Please sign in on the regular sign-in page.",
  organizationRequired: "Please select an organization.",
  organizationsLoadFailed: "Unable to load organizations. Please try again.",
  tooManySignInAttempts:
    "Too many failed sign-in attempts. Please wait 15 minutes before trying again.",
  accountBlocked: "This account has been blocked. Please contact your studio.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordTooShort: "Your new password must be at least 8 characters long.",
  passwordsDoNotMatch: "The passwords do not match.",
  passwordResetDone: "Your password has been reset. You can now sign in.",
  sessionExpired: "Your session has ended. Please sign in again.",
  invalidRequest: "The request is not valid.",
  csrfRejected: "This request was refused because it did not come from the dashboard.",
  invalidTimeZone: "Please select a valid time zone.",
  appNameRequired: "Please enter the app name.",
  linkCopied: "Link Copied",
  unableToCopyLink: "Unable To Copy Link",
} as const;

export type MessageKey = keyof typeof MESSAGES;
