import { formatCents, paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  nextSubscriptionCharge,
  subscriptionChargeKey,
  subscriptionCycle,
} from "@studiodesk/core/rules/subscription-billing";
import {
  CARD_DECLINE_MESSAGES,
  paymentIdempotencyKey,
  type SavedCardChargeResult,
} from "../../../adapters/payments/payment-provider";
import { withTenant } from "../../../db/database";
import type { Deps } from "../../../shared/deps";
import { newId } from "../../../shared/ids";
import { findOrganizationAccount } from "../../account/account.service";
import {
  ADMIN_NOTIFICATIONS_TOPIC,
  raiseAdminNotifications,
} from "../../admin-notifications/admin-notifications.service";
import { listRegisteredOrganizations } from "../../organizations/organizations.service";
import { insertBillingCharges } from "./billing-charges.repo";
import { findAttemptCharge } from "./saved-card-attempts";
import {
  type DueSubscription,
  endAfterDeclines,
  listDueSubscriptions,
  recordCycleAttempts,
  startNextCycles,
} from "./subscription-billing.repo";

export const SUBSCRIPTION_BILLING_JOB = "billing.subscriptions";

// What the run needs: it runs in the job runner, in the bench and in a test's child process.
export type BillingRunDeps = Pick<Deps, "db" | "payments"> & {
  logger: Pick<Deps["logger"], "warn">;
  events: Pick<Deps["events"], "publish">;
};

export type BillingRunSummary = { charged: number; declined: number; failedCalls: number };

type BillingOrganization = {
  orgId: string;
  isTestMode: boolean;
  // Read once per organization and run, not per charge.
  currency: string;
};

// When a cycle was first attempted, and whether the provider may have forgotten its key since.
type CycleAttemptTime = { attemptedAt: Date; isKeyForgettable: boolean };

// A subscription the provider has answered for, this cycle.
type ChargedSubscription = { subscription: DueSubscription; result: SavedCardChargeResult };

const BATCH_SIZE = 200;
// Charges in flight at once: the provider's latency overlaps, the database pool stays free.
const CONCURRENCY = 8;

// 000 §4 "Billing happens about 12:00am PST": every active subscription whose next charge has
// come is charged once for that cycle. Exactly once across restarts and instances:
// - the payment idempotency key is (organization, subscription, cycle), the cycle being the
//   charge date billed, so a second runner or a re-run after a crash gets the provider's first
//   answer back instead of a second charge;
// - the charge record's unique business key, the cycle's next step and the admin notification
//   are one transaction (one per batch of answers), so a cycle is recorded once and moves on
//   once; a crash before the commit loses only records, which the re-run's replays restore.
// A provider that cannot be reached leaves the subscription due; the run throws at the end so
// the job runner tries again, and the same keys charge nobody twice.
export async function runSubscriptionBilling(
  deps: BillingRunDeps,
  now: Date,
): Promise<BillingRunSummary> {
  const summary: BillingRunSummary = { charged: 0, declined: 0, failedCalls: 0 };
  for (const organization of await listRegisteredOrganizations(deps.db)) {
    await billOrganization(deps, organization.id, now, summary);
  }
  if (summary.failedCalls > 0) {
    throw new Error(`${summary.failedCalls} subscription charges could not reach the provider`);
  }
  return summary;
}

async function billOrganization(
  deps: BillingRunDeps,
  orgId: string,
  now: Date,
  summary: BillingRunSummary,
): Promise<void> {
  const account = await withTenant(deps.db, orgId, (trx) => findOrganizationAccount(trx, orgId));
  if (!account) return;
  const organization = {
    orgId,
    isTestMode: account.paymentInformation.isTestMode,
    currency: paymentCurrencyOf(account),
  };
  // Subscriptions whose provider call failed in this run: left due, skipped until the retry.
  const unreachable = new Set<string>();
  let recorded = 0;
  for (;;) {
    const due = await withTenant(deps.db, orgId, (trx) =>
      listDueSubscriptions(trx, orgId, now, BATCH_SIZE + unreachable.size),
    );
    const batch = due.filter((subscription) => !unreachable.has(subscription.id));
    if (batch.length === 0) break;
    const attempts = await recordAttempts(deps, organization, batch);
    const charged: ChargedSubscription[] = [];
    await forEachConcurrently(batch, CONCURRENCY, async (subscription) => {
      try {
        charged.push({
          subscription,
          result: await chargeSavedCardOf(deps, organization, {
            subscription,
            attempt: attempts.get(subscription.id),
          }),
        });
      } catch (error) {
        unreachable.add(subscription.id);
        summary.failedCalls++;
        deps.logger.warn(
          { err: error, orgId, subscriptionId: subscription.id },
          "subscription charge left due",
        );
      }
    });
    for (const { result } of await recordCycles(deps, organization, charged, now)) {
      recorded++;
      if (result.status === "succeeded") summary.charged++;
      else summary.declined++;
    }
  }
  if (recorded > 0) await deps.events.publish(orgId, { topic: ADMIN_NOTIFICATIONS_TOPIC });
}

// One transaction for the batch: the charges (a cycle some other run recorded is skipped), the
// next cycles or the ended subscriptions, and the staff notifications. Answers what it recorded.
async function recordCycles(
  deps: BillingRunDeps,
  organization: BillingOrganization,
  charged: ChargedSubscription[],
  now: Date,
): Promise<ChargedSubscription[]> {
  const { orgId } = organization;
  return withTenant(deps.db, orgId, async (trx) => {
    const recordedKeys = await insertBillingCharges(
      trx,
      orgId,
      charged.map(({ subscription, result }) => ({
        id: newId(),
        userId: subscription.user_id,
        subscriptionId: subscription.id,
        businessKey: businessKeyOf(subscription),
        description: subscription.description,
        amount: subscription.amount,
        currency: organization.currency,
        status: result.status,
        failureReason: result.status === "failed" ? result.reason : null,
        providerChargeId: result.status === "succeeded" && result.chargeId ? result.chargeId : null,
        receiptUrl: result.status === "succeeded" ? result.receiptUrl : null,
        receiptEmail: subscription.email,
        isTestMode: organization.isTestMode,
        createdAt: now,
      })),
    );
    const recorded = charged.filter(({ subscription }) =>
      recordedKeys.has(businessKeyOf(subscription)),
    );
    const cycleOf = (subscription: DueSubscription) => ({
      id: subscription.id,
      chargedCycle: subscription.next_charge as Date,
    });
    const paid = recorded.filter(({ result }) => result.status === "succeeded");
    const declined = recorded.filter(({ result }) => result.status === "failed");
    await startNextCycles(
      trx,
      orgId,
      paid.map(({ subscription }) => ({
        ...cycleOf(subscription),
        nextCharge: nextChargeAfter(subscription, now),
      })),
    );
    await endAfterDeclines(
      trx,
      orgId,
      declined.map(({ subscription }) => cycleOf(subscription)),
      now,
    );
    await raiseAdminNotifications(
      trx,
      orgId,
      recorded.map(({ subscription, result }) => ({
        type: "subscriptionItem",
        ...chargeNotice(subscription, result, organization.currency),
        userId: subscription.user_id,
        refId: subscription.id,
        dedupeKey: businessKeyOf(subscription),
      })),
    );
    return recorded;
  });
}

const cycleKeyOf = (subscription: DueSubscription) =>
  subscriptionCycle(subscription.next_charge as Date);

const businessKeyOf = (subscription: DueSubscription) =>
  subscriptionChargeKey(subscription.id, cycleKeyOf(subscription));

const chargeKeyOf = (organization: BillingOrganization, subscription: DueSubscription) =>
  paymentIdempotencyKey(
    "subscription-charge",
    organization.orgId,
    subscription.id,
    cycleKeyOf(subscription),
  );

// The cycle's identity in its charge's metadata: what a lookup finds the charge by. Sent since
// before attempts were recorded, so a cycle charged then is found too.
const chargeMetadataOf = (subscription: DueSubscription) => ({
  subscriptionId: subscription.id,
  cycle: cycleKeyOf(subscription),
});

const callsProvider = (subscription: DueSubscription) =>
  subscription.amount > 0 && Boolean(subscription.stripe_id);

// The batch's cycles that go to the provider, attempted (committed) before any is charged: a
// cycle the run charges and dies before recording is found again past the key's window.
async function recordAttempts(
  deps: BillingRunDeps,
  organization: BillingOrganization,
  batch: DueSubscription[],
): Promise<Map<string, CycleAttemptTime>> {
  const { orgId } = organization;
  return withTenant(deps.db, orgId, (trx) =>
    recordCycleAttempts(
      trx,
      orgId,
      batch.filter(callsProvider).map((subscription) => ({
        subscriptionId: subscription.id,
        cycle: subscription.next_charge as Date,
        chargeKey: chargeKeyOf(organization, subscription),
      })),
    ),
  );
}

// A member without a payment customer has no saved card: a decline without a provider call.
// A free subscription (amount 0) has nothing to charge: a $0 record without a provider charge,
// and its next cycle starts. A cycle first attempted so long ago that the provider may have
// forgotten its key is looked up first: its charge or decline then is the answer (recorded as
// it was, never charged again); nothing found means the first call never reached the provider.
async function chargeSavedCardOf(
  deps: BillingRunDeps,
  organization: BillingOrganization,
  cycle: { subscription: DueSubscription; attempt: CycleAttemptTime | undefined },
): Promise<SavedCardChargeResult> {
  const { subscription, attempt } = cycle;
  if (subscription.amount === 0) return { status: "succeeded", chargeId: "", receiptUrl: null };
  if (!subscription.stripe_id) {
    return { status: "failed", reason: CARD_DECLINE_MESSAGES.noSavedCard, declineCode: null };
  }
  const customerId = subscription.stripe_id;
  const metadata = chargeMetadataOf(subscription);
  const earlier = attempt?.isKeyForgettable
    ? await findAttemptCharge(deps.payments, organization.orgId, {
        customerId,
        startedAt: attempt.attemptedAt,
        metadata,
      })
    : null;
  if (earlier) return earlier;
  return deps.payments.chargeSavedCard(
    {
      orgId: organization.orgId,
      customerId,
      amountCents: subscription.amount,
      currency: organization.currency,
      description: subscription.description,
      metadata: { ...metadata, uid: subscription.user_id },
    },
    chargeKeyOf(organization, subscription),
  );
}

// One period after the cycle billed; a subscription many periods behind (the server was down
// for days) is charged once and moves to its first charge date after the run, not once per
// missed period. On the subscription's own zone (migration 0033), not the organization's
// current one: a studio that changes its zone keeps its members' billing days; and on its
// billing day (0034), so a month-end subscription returns to the 31st after February.
function nextChargeAfter(subscription: DueSubscription, now: Date): Date {
  const calendar = {
    recurrence: subscription.recurrence,
    timeZone: subscription.time_zone,
    billingDay: subscription.billing_day,
  };
  let next = nextSubscriptionCharge(subscription.next_charge as Date, calendar);
  while (next.getTime() <= now.getTime()) next = nextSubscriptionCharge(next, calendar);
  return next;
}

function chargeNotice(
  subscription: DueSubscription,
  result: SavedCardChargeResult,
  currency: string,
) {
  const member = `${subscription.first_name} ${subscription.last_name}`;
  const amount = formatCents(subscription.amount, currency);
  if (result.status === "succeeded") {
    return {
      title: "Subscription Charged",
      message: `${member} was charged ${amount} for ${subscription.description}.`,
    };
  }
  return {
    title: "Subscription Charge Failed",
    message: `${member}'s ${amount} charge for ${subscription.description} failed: ${result.reason}`,
  };
}

async function forEachConcurrently<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
