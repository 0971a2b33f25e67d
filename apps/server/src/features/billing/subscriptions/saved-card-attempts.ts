import type {
  FoundSavedCardCharge,
  ListedCharge,
  PaymentProvider,
} from "../../../adapters/payments/payment-provider";

// The provider's clock and the database's may differ a little: the search starts earlier.
const CLOCK_MARGIN_MS = 10 * 60_000;

// A saved-card charge attempt written (and committed) before its provider call: the customer
// charged, when it was first started on the database's clock, and the identity the charge
// carries in its metadata.
export type SavedCardAttempt = {
  customerId: string;
  startedAt: Date;
  metadata: Record<string, string>;
};

// What the provider answered the attempt (its charge, or its decline), or null when no call
// reached it: how a retry past the provider's key window (Stripe keeps keys 24 h) finds the
// first try's charge instead of making a second one. Class joins and subscription cycles.
export function findAttemptCharge(
  payments: Pick<PaymentProvider, "findSavedCardCharge">,
  orgId: string,
  attempt: SavedCardAttempt,
): Promise<FoundSavedCardCharge | null> {
  return payments.findSavedCardCharge(orgId, {
    customerId: attempt.customerId,
    createdSince: new Date(attempt.startedAt.getTime() - CLOCK_MARGIN_MS),
    metadata: attempt.metadata,
  });
}

// Every succeeded charge the attempt's identity names, oldest first: an invoice's charges, to
// find a second payment of it after a crash.
export function listAttemptCharges(
  payments: Pick<PaymentProvider, "listSavedCardCharges">,
  orgId: string,
  attempt: SavedCardAttempt,
): Promise<ListedCharge[]> {
  return payments.listSavedCardCharges(orgId, {
    customerId: attempt.customerId,
    createdSince: new Date(attempt.startedAt.getTime() - CLOCK_MARGIN_MS),
    metadata: attempt.metadata,
  });
}
