import { MESSAGES } from "@studiodesk/core/messages";
// 000 §1: the promo cards for the website uplift and in-person payments; both open the
// external features page. The side menu shows the short text, the dashboard the long one.
export const PROMOS = [
  {
    key: "website",
    title: MESSAGES.upgradeYourWebsite,
    shortText: "Give your studio a website that stays in step with your app.",
    text: "Give your studio a website that stays in step with your app: schedule, shop and sign-ups in one place.",
  },
  {
    key: "in-person-payments",
    title: MESSAGES.takePaymentsInPerson,
    shortText: "Collect card payments for classes and products at the front desk.",
    text: "Collect card payments for classes and products at the front desk with a card reader.",
  },
] as const;

export type Promo = (typeof PROMOS)[number];
