import { SUBSCRIPTION_BILLING_SCHEDULE } from "@studiodesk/core/rules/subscription-billing";
import { deleteExpiredAuthRecords } from "../features/auth/auth.repo";
import {
  mailRequestedPasswordReset,
  PASSWORD_RESET_MAIL_JOB,
} from "../features/auth/password-reset.service";
import {
  markPastDueInvoicesEverywhere,
  PAST_DUE_INVOICES_JOB,
} from "../features/billing/invoices/invoice-payments.service";
import {
  INVOICE_CARD_CHARGES_JOB,
  invoiceChargeScopeOf,
  LEGACY_INVOICE_CARD_CHARGES_JOB,
  reportUnsettledCardCharges,
  settleCutOffCardCharges,
} from "../features/billing/invoices/invoice-second-charges";
import {
  runSubscriptionBilling,
  SUBSCRIPTION_BILLING_JOB,
} from "../features/billing/subscriptions/subscription-billing.service";
import {
  CLASS_JOIN_RECONCILE_ALL_JOB,
  CLASS_JOIN_RECONCILE_JOB,
  reconcileJoinCharge,
  reconcileJoinChargesEverywhere,
} from "../features/classes/class-join-charges.service";
import {
  ENSURE_PAYMENT_CUSTOMER_JOB,
  ensurePaymentCustomer,
} from "../features/members/members.service";
import { deliverNotification } from "../features/notifications/notification-delivery.service";
import { SEND_NOTIFICATION_JOB } from "../features/notifications/notification-mapping";
import { runReportExport } from "../features/reports/report-job.service";
import { REPORT_EXPORT_JOB } from "../features/reports/reports.service";
import {
  reconcileTerminalCheckoutsEverywhere,
  settleTerminalCheckout,
  TERMINAL_RECONCILE_ALL_JOB,
  TERMINAL_RECONCILE_JOB,
} from "../features/terminal/terminal-settlement.service";
import type { Deps } from "../shared/deps";
import type { JobGiveUpHandler, JobHandler, RecurringJob } from "./job-runner";

export const JOB_TYPES = { authHousekeeping: "auth.housekeeping" } as const;

// Every job type the server runs. Feature issues add theirs (e.g. subscription billing).
export function jobHandlers(deps: Deps): Record<string, JobHandler> {
  // A Charge Saved Card cut off after its charge: recorded if the invoice is still unpaid, a
  // second payment of it (paid another way, or deleted, meanwhile) refunded.
  const settleInvoiceCardCharges: JobHandler = async ({ job }) => {
    if (job.org_id) {
      await settleCutOffCardCharges(deps, job.org_id, invoiceChargeScopeOf(job.payload));
    }
  };
  return {
    [JOB_TYPES.authHousekeeping]: async ({ now }) => deleteExpiredAuthRecords(deps.db, now),
    [PASSWORD_RESET_MAIL_JOB]: async ({ job }) =>
      mailRequestedPasswordReset(deps, String(job.payload.email)),
    // A new member whose payment customer could not be created at once (provider down).
    [ENSURE_PAYMENT_CUSTOMER_JOB]: async ({ job }) => {
      const userId = String(job.payload.userId);
      if (job.org_id) await ensurePaymentCustomer(deps, job.org_id, userId);
    },
    // 001 §7 Reports: writes an export's workbook into storage.
    [REPORT_EXPORT_JOB]: (context) => runReportExport(deps, context),
    // A notification at its upload time (now, or its scheduled date).
    [SEND_NOTIFICATION_JOB]: async ({ job, now }) => {
      const notificationId = String(job.payload.notificationId);
      if (job.org_id) await deliverNotification(deps, job.org_id, notificationId, now);
    },
    [PAST_DUE_INVOICES_JOB]: async ({ now }) => {
      await markPastDueInvoicesEverywhere(deps, now);
    },
    [INVOICE_CARD_CHARGES_JOB]: settleInvoiceCardCharges,
    [LEGACY_INVOICE_CARD_CHARGES_JOB]: settleInvoiceCardCharges,
    // 000 §4: the nightly subscription charges (exactly once per subscription and cycle).
    [SUBSCRIPTION_BILLING_JOB]: async ({ now }) => {
      await runSubscriptionBilling(deps, now);
    },
    // A terminal checkout left in flight (a crash, a closed browser): captured and recorded
    // if its card was read, canceled if abandoned.
    [TERMINAL_RECONCILE_JOB]: async ({ job }) => {
      const checkoutId = String(job.payload.checkoutId);
      if (job.org_id) {
        await settleTerminalCheckout(deps, job.org_id, checkoutId, { isReconciling: true });
      }
    },
    [TERMINAL_RECONCILE_ALL_JOB]: async () => {
      await reconcileTerminalCheckoutsEverywhere(deps);
    },
    // A one-time class join charge whose accept was cut off before recording it: recorded if
    // an accept did after all, refunded if the member was not enrolled with it.
    [CLASS_JOIN_RECONCILE_JOB]: async ({ job }) => {
      const joinChargeId = String(job.payload.joinChargeId);
      if (job.org_id) await reconcileJoinCharge(deps, job.org_id, joinChargeId);
    },
    [CLASS_JOIN_RECONCILE_ALL_JOB]: async () => {
      await reconcileJoinChargesEverywhere(deps);
    },
  };
}

// The job types whose giving up staff must hear of.
export function jobGiveUpHandlers(deps: Deps): Record<string, JobGiveUpHandler> {
  const reportInvoiceCardCharges: JobGiveUpHandler = async ({ job, error }) => {
    if (job.org_id) {
      const scope = invoiceChargeScopeOf(job.payload);
      await reportUnsettledCardCharges(deps, job.org_id, scope, { jobId: job.id, error });
    }
  };
  return {
    [INVOICE_CARD_CHARGES_JOB]: reportInvoiceCardCharges,
    [LEGACY_INVOICE_CARD_CHARGES_JOB]: reportInvoiceCardCharges,
  };
}

export const RECURRING_JOBS: RecurringJob[] = [
  // Expired sessions, reset links and throttle windows, cleared nightly.
  { type: JOB_TYPES.authHousekeeping, schedule: { hour: 3, minute: 0, timeZone: "UTC" } },
  // Pending invoices whose due day has passed become Past Due, each studio on its own day:
  // hourly, so a studio in Tokyo or London sees it within the hour after its midnight (a daily
  // run at 00:15 in Los Angeles reached Tokyo at 17:15). A run with nothing due changes nothing.
  { type: PAST_DUE_INVOICES_JOB, schedule: { everyHourAtMinute: 5 } },
  { type: SUBSCRIPTION_BILLING_JOB, schedule: SUBSCRIPTION_BILLING_SCHEDULE },
  // Terminal checkouts whose own reconciliation job could not settle them (provider down).
  { type: TERMINAL_RECONCILE_ALL_JOB, schedule: { hour: 4, minute: 30, timeZone: "UTC" } },
  // Class join charges whose own reconciliation job could not settle them (provider down).
  { type: CLASS_JOIN_RECONCILE_ALL_JOB, schedule: { hour: 4, minute: 45, timeZone: "UTC" } },
];
