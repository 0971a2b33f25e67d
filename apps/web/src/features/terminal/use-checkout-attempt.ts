import type {
  CreateTerminalCheckoutRequest,
  TerminalCheckout,
} from "@studiodesk/core/contracts/terminal";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { notifyFailure } from "../../shared/failure-message";
import { newFormKey } from "../../shared/form-key";
import { notify, notifyDanger } from "../../shared/notify";
import { isCheckoutKeySpent } from "./checkout-key";
import {
  checkoutQueryOptions,
  isCheckoutInFlight,
  terminalKeys,
  useCancelCheckout,
  useStartCheckout,
} from "./terminal.api";
import { cancelLeftCheckout, useCancelOnLeave } from "./use-cancel-on-leave";

// 000 §4 Terminal payment flow: on success the receipt opens in a new window. Opened without
// "noopener" so a blocked pop-up can be told apart (window.open answers null then).
function openReceipt(url: string | null): void {
  if (!url) return;
  const receipt = window.open(url, "_blank");
  if (receipt) receipt.opener = null;
  else notify(MESSAGES.popupBlockedReceipt, "warning");
}

// One checkout attempt of the view: its idempotency key (made when the view opens, kept
// across a double click or a retried request, renewed once the attempt is over or the server
// says the key already names another sale), the checkout while the reader waits, and what
// happens when it ends.
export function useCheckoutAttempt(onSucceeded: () => void) {
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(() => newFormKey("terminal"));
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const start = useStartCheckout();
  const cancel = useCancelCheckout();
  const checkout = useQuery({
    ...checkoutQueryOptions(checkoutId ?? ""),
    enabled: checkoutId !== null,
  });
  const settledIds = useRef(new Set<string>());
  const current = checkoutId === null ? undefined : checkout.data;
  const hasLeft = useCancelOnLeave(checkoutId, start.isPending);

  useEffect(() => {
    if (!current || isCheckoutInFlight(current.status)) return;
    if (settledIds.current.has(current.checkoutId)) return;
    settledIds.current.add(current.checkoutId);
    if (current.status === "succeeded") {
      notify(MESSAGES.paymentComplete, "success");
      openReceipt(current.receiptUrl);
      onSucceeded();
      // What is left to sell changed.
      void queryClient.invalidateQueries({ queryKey: [...terminalKeys.all, "quote"] });
    } else if (current.status === "failed") {
      notifyDanger(current.failureMessage ?? MESSAGES.unknownError);
    }
    setIdempotencyKey(newFormKey("terminal"));
    setCheckoutId(null);
  }, [current, onSucceeded, queryClient]);

  const follow = (answer: TerminalCheckout) => {
    queryClient.setQueryData(terminalKeys.checkout(answer.checkoutId), answer);
    setCheckoutId(answer.checkoutId);
  };

  return {
    checkout: current,
    isWaiting: checkoutId !== null,
    isStarting: start.isPending,
    isCanceling: cancel.isPending,
    start: (request: Omit<CreateTerminalCheckoutRequest, "idempotencyKey">) => {
      // The answer may come after the staff member left: its checkout is then canceled.
      void start.mutateAsync({ ...request, idempotencyKey }).then(
        (answer) => (hasLeft() ? cancelLeftCheckout(answer.checkoutId) : follow(answer)),
        (error: unknown) => {
          if (hasLeft()) return;
          notifyFailure(error);
          if (isCheckoutKeySpent(error)) setIdempotencyKey(newFormKey("terminal"));
        },
      );
    },
    cancel: () => {
      if (checkoutId === null) return;
      cancel.mutate(checkoutId, {
        onSuccess: follow,
        onError: notifyFailure,
      });
    },
  };
}
