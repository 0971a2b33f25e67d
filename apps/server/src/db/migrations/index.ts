import type { Migration } from "kysely";
import * as foundation from "./0001-foundation";
import * as jobs from "./0002-jobs";
import * as shareLinks from "./0003-share-links";
import * as payments from "./0004-payments";
import * as members from "./0005-members";
import * as schedule from "./0006-schedule";
import * as content from "./0007-content";
import * as fastPaths from "./0008-fast-paths";
import * as shop from "./0009-shop";
import * as classes from "./0010-classes";
import * as adminNotifications from "./0011-admin-notifications";
import * as invoices from "./0012-invoices";
import * as couponsSubscriptionBilling from "./0013-coupons-subscription-billing";
import * as notificationsBookings from "./0014-notifications-bookings";
import * as reports from "./0015-reports";
import * as hardening from "./0016-hardening";
import * as terminalCheckouts from "./0017-terminal-checkouts";
import * as platformStaff from "./0018-platform-staff";
import * as frontDesk from "./0019-front-desk";
import * as checkoutExpiry from "./0020-checkout-expiry";
import * as terminalRefunds from "./0021-terminal-refunds";
import * as invoiceIdempotency from "./0022-invoice-idempotency";
import * as sessionOrganizationChoice from "./0023-session-organization-choice";
import * as productNotificationIdempotency from "./0024-product-notification-idempotency";
import * as couponProducts from "./0025-coupon-products";
import * as attendancePerDate from "./0026-attendance-per-date";
import * as productPurchaseCurrency from "./0027-product-purchase-currency";
import * as classJoinRefunds from "./0028-class-join-refunds";
import * as memberNameOrder from "./0029-member-name-order";
import * as classJoinCharges from "./0030-class-join-charges";
import * as subscriptionChargeAttempts from "./0031-subscription-charge-attempts";
import * as seriesTimeZones from "./0032-series-time-zones";
import * as subscriptionTimeZones from "./0033-subscription-time-zones";
import * as subscriptionBillingDays from "./0034-subscription-billing-days";
import * as preAttemptSubscriptionCycles from "./0035-pre-attempt-subscription-cycles";
import * as platformStaffRepair from "./0036-platform-staff-repair";

// Forward-only, applied in name order at start-up.
export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-jobs": jobs,
  "0003-share-links": shareLinks,
  "0004-payments": payments,
  "0005-members": members,
  "0006-schedule": schedule,
  "0007-content": content,
  "0008-fast-paths": fastPaths,
  "0009-shop": shop,
  "0010-classes": classes,
  "0011-admin-notifications": adminNotifications,
  "0012-invoices": invoices,
  "0013-coupons-subscription-billing": couponsSubscriptionBilling,
  "0014-notifications-bookings": notificationsBookings,
  "0015-reports": reports,
  "0016-hardening": hardening,
  "0017-terminal-checkouts": terminalCheckouts,
  "0018-platform-staff": platformStaff,
  "0019-front-desk": frontDesk,
  "0020-checkout-expiry": checkoutExpiry,
  "0021-terminal-refunds": terminalRefunds,
  "0022-invoice-idempotency": invoiceIdempotency,
  "0023-session-organization-choice": sessionOrganizationChoice,
  "0024-product-notification-idempotency": productNotificationIdempotency,
  "0025-coupon-products": couponProducts,
  "0026-attendance-per-date": attendancePerDate,
  "0027-product-purchase-currency": productPurchaseCurrency,
  "0028-class-join-refunds": classJoinRefunds,
  "0029-member-name-order": memberNameOrder,
  "0030-class-join-charges": classJoinCharges,
  "0031-subscription-charge-attempts": subscriptionChargeAttempts,
  "0032-series-time-zones": seriesTimeZones,
  "0033-subscription-time-zones": subscriptionTimeZones,
  "0034-subscription-billing-days": subscriptionBillingDays,
  "0035-pre-attempt-subscription-cycles": preAttemptSubscriptionCycles,
  "0036-platform-staff-repair": platformStaffRepair,
};
