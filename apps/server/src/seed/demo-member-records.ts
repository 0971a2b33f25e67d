import { invoiceFeeCents } from "@studiodesk/core/rules/fees";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import type { PaymentProvider } from "../adapters/payments/payment-provider";
import {
  createDemoPaymentCustomer,
  SIMULATOR_TEST_CARDS,
} from "../adapters/payments/simulator-provider";
import { type Db, withTenant } from "../db/database";
import { insertSubscription } from "../db/subscription-rows";
import { findOrganizationAccount } from "../features/account/account.service";
import { raiseAdminNotification } from "../features/admin-notifications/admin-notifications.service";
import { invoicePaidNotice } from "../features/billing/invoices/invoice-card-payment";
import {
  insertInvoiceCharge,
  insertPendingInvoice,
  markInvoicePaid,
  markPastDueInvoices,
} from "../features/billing/invoices/invoices.repo";
import { invoiceChargeDescription } from "../features/billing/invoices/invoices.service";
import { insertCharge, insertRelationship } from "../features/members/member-records.repo";
import { newId } from "../shared/ids";

type DemoMember = { id: string; firstName: string; lastName: string; email: string };
const DAY_MS = 86_400_000;

// Gives a handful of Harbor Yoga members subscriptions, purchases, invoices, relatives and
// notes, so every tab of the member profile has something real to show.
export async function seedDemoMemberRecords(
  db: Db,
  orgId: string,
  members: DemoMember[],
  now: Date,
  payments?: PaymentProvider,
) {
  const [first, second, third, fourth] = members;
  if (!first || !second || !third || !fourth) return;
  if (payments?.name === "simulator") await seedSavedCards(db, payments, orgId, [first, second]);
  await withTenant(db, orgId, async (trx) => {
    for (const [index, member] of [first, second, third].entries()) {
      await insertSubscription(trx, orgId, {
        id: newId(),
        userId: member.id,
        description: "Unlimited Monthly Membership",
        uniqueName: "classItem",
        amount: 14_900,
        quantity: 12,
        quantityUsed: 3 + index,
        nextCharge: new Date(now.getTime() + (5 + index) * DAY_MS),
      });
      await insertCharge(trx, orgId, {
        id: newId(),
        userId: member.id,
        description: "Unlimited Monthly Membership",
        amount: 14_900,
        status: "succeeded",
        receiptUrl: "https://pay.stripe.com/receipts/demo",
        createdAt: new Date(now.getTime() - 25 * DAY_MS),
      });
      await insertCharge(trx, orgId, {
        id: newId(),
        userId: member.id,
        description: "Vinyasa Flow",
        amount: 0,
        status: "succeeded",
        subscriptionTitle: "Unlimited Monthly Membership",
        createdAt: new Date(now.getTime() - (3 + index) * DAY_MS),
      });
    }
    await insertSubscription(trx, orgId, {
      id: newId(),
      userId: first.id,
      description: "10 Class Pack",
      uniqueName: "productItem",
      amount: 18_000,
      quantity: 10,
      quantityUsed: 10,
      nextCharge: null,
      isActive: false,
      cancelDate: new Date(now.getTime() - 60 * DAY_MS),
    });
    // The first member's other purchases: one still processing, one refunded, one failed.
    const purchases = [
      { description: "Yoga Mat", amount: 6_500, status: "processing", daysAgo: 1 },
      {
        description: "Drop-in Class",
        amount: 2_500,
        status: "succeeded",
        refunded: true,
        daysAgo: 40,
      },
      { description: "Workshop", amount: 4_000, status: "failed", daysAgo: 45 },
    ];
    for (const { daysAgo, ...purchase } of purchases) {
      await insertCharge(trx, orgId, {
        id: newId(),
        userId: first.id,
        ...purchase,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
    // 000 §9 Invoice fee, the same rule the New Invoice form and the server use.
    const price = (amount: number) => ({
      subAmount: amount,
      transactionFee: invoiceFeeCents(amount),
      amount: amount + invoiceFeeCents(amount),
    });
    // Through billing's repo as the app writes them: created pending, then paid at the desk
    // or turned past due by the daily job's own update.
    const privateSession = { name: "Private Session", quantity: 1, amount: 8_500, index: 0 };
    for (const [status, offset] of [
      ["pending", 7],
      ["outstanding", -5],
      ["paid", -20],
    ] as const) {
      const id = newId();
      await insertPendingInvoice(trx, orgId, {
        id,
        userId: first.id,
        firstName: first.firstName,
        lastName: first.lastName,
        email: first.email,
        address: null,
        dueDate: new Date(now.getTime() + offset * DAY_MS),
        items: [privateSession],
        price: price(8_500),
        memo: null,
        footer: null,
        invoiceUrl: null,
      });
      if (status === "paid") {
        const receiptUrl = "https://pay.stripe.com/receipts/demo-invoice";
        await markInvoicePaid(trx, orgId, id, { method: "card", note: null, receiptUrl, at: now });
        const invoice = {
          id,
          user_id: first.id,
          first_name: first.firstName,
          last_name: first.lastName,
        };
        const account = await findOrganizationAccount(trx, orgId);
        const payment = { amount: price(8_500).amount, currency: paymentCurrencyOf(account) };
        // Its card charge, as a paid invoice's always has (recordInvoiceCardPayment): the
        // member's Purchase History shows the payment, with its receipt.
        await insertInvoiceCharge(trx, orgId, {
          id: newId(),
          userId: first.id,
          invoiceId: id,
          description: invoiceChargeDescription({ items: [privateSession] }),
          ...payment,
          kind: "card",
          receiptUrl,
          receiptEmail: first.email,
          providerChargeId: null,
          isTestMode: true,
        });
        await raiseAdminNotification(trx, orgId, {
          ...invoicePaidNotice(invoice, payment),
          at: now,
        });
      }
    }
    await markPastDueInvoices(trx, orgId, now);
    await insertRelationship(trx, orgId, {
      id: newId(),
      userId: first.id,
      relatedUserId: fourth.id,
      relatedName: `${fourth.firstName} ${fourth.lastName}`,
      relationshipType: "Child",
    });
    await insertRelationship(trx, orgId, {
      id: newId(),
      userId: first.id,
      relatedUserId: null,
      tempUid: newId(),
      relatedName: "Sam (invited)",
      relationshipType: "Spouse",
      isPending: true,
    });
    await trx
      .updateTable("users")
      .set({
        admin_notes: JSON.stringify({
          notes: "Prefers morning classes. Recovering from a wrist injury.",
        }),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", first.id)
      .execute();
  });
}

// Payment customers with saved cards in the simulator, so the profile header shows a card.
async function seedSavedCards(
  db: Db,
  payments: PaymentProvider,
  orgId: string,
  members: DemoMember[],
) {
  const cards = [SIMULATOR_TEST_CARDS.visa, SIMULATOR_TEST_CARDS.mastercard];
  for (const [index, member] of members.entries()) {
    const { customerId, defaultCard } = await createDemoPaymentCustomer(
      payments,
      {
        orgId,
        userId: member.id,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`,
      },
      cards[index % cards.length],
    );
    await withTenant(db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ stripe_id: customerId, default_card: JSON.stringify(defaultCard) })
        .where("org_id", "=", orgId)
        .where("id", "=", member.id)
        .execute(),
    );
  }
}
