// Pages of the Studiodesk company site the dashboard links to; they open in a new tab.
export const EXTERNAL_LINKS = {
  terms: "https://studiodesk.app/terms",
  privacy: "https://studiodesk.app/privacy",
  support: "https://studiodesk.app/support",
  helpCenter: "https://studiodesk.app/help",
  submitTicket: "https://studiodesk.app/support/ticket",
  features: "https://studiodesk.app/features",
  contactUs: "mailto:support@studiodesk.app",
} as const;
