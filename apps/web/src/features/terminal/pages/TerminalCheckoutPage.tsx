import { Grid, Menu, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TerminalCustomer, TerminalItem } from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { numberRangeIssue } from "@studiodesk/core/rules/number-range";
import { MAX_PURCHASE_QUANTITY } from "@studiodesk/core/rules/shop";
import { isEmailAddress } from "@studiodesk/core/rules/sign-in";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { isRefusal } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useSignedInSession } from "../../../shared/session";
import { useFormDraft } from "../../../shared/use-form-draft";
import { checkoutItemFromQuery, isEventAndProduct } from "../checkout-item";
import { CheckoutCard, type CheckoutReaderState } from "../components/CheckoutCard";
import { CustomerCard, type CustomerValues, NO_CUSTOMER } from "../components/CustomerCard";
import { PaymentModal } from "../components/PaymentModal";
import { PurchaseCard, type PurchaseValues } from "../components/PurchaseCard";
import { isReaderOnline } from "../reader-status";
import { quoteQueryOptions, readersQueryOptions } from "../terminal.api";
import { useCheckoutAttempt } from "../use-checkout-attempt";

const NEW_PURCHASE: PurchaseValues = { quantity: 1, size: null, couponCode: "" };

// 000 §2 "It goes back if … the item has no price, or a product is a subscription".
const LEAVING_ISSUES: string[] = [
  MESSAGES.terminalItemHasNoPrice,
  MESSAGES.terminalSubscriptionProduct,
];

function customerOf(values: CustomerValues): TerminalCustomer | null {
  if (values.kind === "member") return values.member && { kind: "member", uid: values.member.id };
  const name = values.name.trim();
  const email = values.email.trim();
  return name && isEmailAddress(email) ? { kind: "walk_in", name, email } : null;
}

// Back where the staff member came from, or to the readers when the page was opened directly.
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === "default") void navigate("/dashboard/terminal/", { replace: true });
    else void navigate(-1);
  }, [location.key, navigate]);
}

// Issue #19, as on the other detail pages: a checkout whose item cannot be read or found says
// so as it goes back, instead of leaving the staff member wondering why the page changed.
function itemNotFoundNotice(query: URLSearchParams): string {
  if (isEventAndProduct(query)) return MESSAGES.terminalEventAndProduct;
  if (query.get("eventId")) return MESSAGES.eventNotFound;
  if (query.get("productId")) return MESSAGES.productNotFound;
  return MESSAGES.terminalCheckoutNotFound;
}

// 000 §2 Terminal checkout (/dashboard/terminal/{readerId}/?eventId&eventStart|productId).
export function TerminalCheckoutPage() {
  const { readerId } = useParams();
  const [query] = useSearchParams();
  const item = checkoutItemFromQuery(query);
  const goBack = useGoBack();
  const isMissing = !readerId || !item;
  const notFoundNotice = itemNotFoundNotice(query);
  const hasLeft = useRef(false);
  const leaveNotFound = useCallback(() => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    notify(notFoundNotice, "danger");
    goBack();
  }, [notFoundNotice, goBack]);

  useEffect(() => {
    if (isMissing) leaveNotFound();
  }, [isMissing, leaveNotFound]);

  if (isMissing) return null;
  return (
    <TerminalCheckout readerId={readerId} item={item} onLeave={goBack} onNotFound={leaveNotFound} />
  );
}

function TerminalCheckout({
  readerId,
  item,
  onLeave,
  onNotFound,
}: {
  readerId: string;
  item: TerminalItem;
  onLeave: () => void;
  onNotFound: () => void;
}) {
  const { account } = useSignedInSession();
  const [purchase, setPurchase] = useState(NEW_PURCHASE);
  const [customer, setCustomer] = useState(NO_CUSTOMER);
  const [couponCode] = useDebouncedValue(purchase.couponCode.trim(), 300);
  const chosenCustomer = customerOf(customer);
  const quote = useQuery({
    ...quoteQueryOptions({
      item,
      quantity: purchase.quantity,
      size: purchase.size,
      couponCode: couponCode || null,
      // The coupon is judged for the customer once there is one (a walk-in is null).
      buyerUid: chosenCustomer
        ? chosenCustomer.kind === "member"
          ? chosenCustomer.uid
          : null
        : undefined,
    }),
    // A quantity past what one sale takes stays in its field with the reason under it; it is
    // not asked about (the API refuses it), so the last totals stay and Pay waits.
    enabled: numberRangeIssue(purchase.quantity, { min: 1, max: MAX_PURCHASE_QUANTITY }) === null,
  });
  const readers = useQuery(readersQueryOptions());
  const reader = readers.data?.find((candidate) => candidate.id === readerId);
  const resetView = useCallback(() => {
    setPurchase(NEW_PURCHASE);
    setCustomer(NO_CUSTOMER);
  }, []);
  const attempt = useCheckoutAttempt(resetView);
  // What staff typed (the purchase's quantity, size and coupon, the customer) survives a forced
  // sign-in; never while a payment is with the reader, so a restored form cannot send it again.
  useFormDraft(
    "terminal-checkout",
    { purchase, customer },
    (draft) => {
      setPurchase(draft.purchase ?? NEW_PURCHASE);
      setCustomer(draft.customer ?? NO_CUSTOMER);
    },
    { canKeep: !attempt.isWaiting && !attempt.isStarting },
  );

  const leavingIssue = quote.data?.issue && LEAVING_ISSUES.includes(quote.data.issue);
  const isUnknownItem = isRefusal(quote.error) && quote.error.status === 404;
  useEffect(() => {
    if (isUnknownItem) return onNotFound();
    if (!leavingIssue) return;
    if (quote.data?.issue) notify(quote.data.issue, "warning");
    onLeave();
  }, [leavingIssue, isUnknownItem, quote.data?.issue, onLeave, onNotFound]);

  const isOnline = reader !== undefined && isReaderOnline(reader);
  // An id the organization's readers do not include (typed, or another organization's) is
  // not found, not offline; the same as the server answers a checkout on it.
  const readerState: CheckoutReaderState = isOnline
    ? "online"
    : readers.isPending
      ? "checking"
      : readers.data && !reader
        ? "notFound"
        : "offline";
  // A code still being typed is not yet in the quote (nor in the sale pay() would start): Collect
  // Payment waits for its totals, so a code pasted and paid at once is not charged without it.
  const isCouponSettled = purchase.couponCode.trim() === couponCode;
  const canPay =
    !!quote.data?.canCheckout &&
    !quote.isPlaceholderData &&
    isCouponSettled &&
    !!chosenCustomer &&
    isOnline;
  const pay = () => {
    if (!chosenCustomer) return;
    attempt.start({
      readerId,
      item,
      quantity: purchase.quantity,
      size: purchase.size,
      couponCode: couponCode || null,
      customer: chosenCustomer,
    });
  };

  return (
    <>
      <PageHeader
        title={MESSAGES.terminalCheckout}
        actions={
          <OptionsMenu>
            <Menu.Item
              c={attempt.isWaiting ? "var(--mantine-color-error)" : undefined}
              disabled={!attempt.isWaiting}
              onClick={attempt.cancel}
            >
              {MESSAGES.cancelPayment}
            </Menu.Item>
          </OptionsMenu>
        }
      />
      {quote.data ? (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PurchaseCard quote={quote.data} values={purchase} onChange={setPurchase} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <CustomerCard values={customer} onChange={setCustomer} />
              <CheckoutCard
                amounts={quote.data.amounts}
                readerState={readerState}
                canPay={canPay}
                isStarting={attempt.isStarting}
                onPay={pay}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : quote.isError ? (
        <LoadFailure error={quote.error} onRetry={quote.refetch} />
      ) : (
        <LoadingState label="checkout" />
      )}
      <PaymentModal
        readerId={readerId}
        checkout={attempt.checkout}
        opened={attempt.isWaiting || attempt.isStarting}
        hasTestCards={account.paymentInformation.isTestMode}
        isCanceling={attempt.isCanceling}
        onCancel={attempt.cancel}
      />
    </>
  );
}
