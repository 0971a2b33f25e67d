import { useCallback, useEffect, useRef } from "react";
import { api } from "../../shared/api-client";

// Cancel Payment for a checkout whose page is gone: nobody is left to hear the answer.
export function cancelLeftCheckout(checkoutId: string): void {
  void api
    .POST("/api/v1/terminal/checkouts/{checkoutId}/cancel", { params: { path: { checkoutId } } })
    .catch(() => null);
}

// The checkout page is where a payment is followed: leaving it (Back, another page) while the
// reader still waits cancels the payment, as Cancel Payment does (a card already read is still
// captured and recorded by the server), so the reader is free for the next sale instead of
// refusing it for minutes as busy with a payment nobody can see. A reload or a closed tab is
// asked about first by the browser. Answers whether the page was left, for a start whose
// answer comes later.
export function useCancelOnLeave(checkoutId: string | null, isStarting: boolean): () => boolean {
  const waitingId = useRef(checkoutId);
  waitingId.current = checkoutId;
  const hasLeft = useRef(false);
  const isBusy = checkoutId !== null || isStarting;

  useEffect(() => {
    if (!isBusy) return;
    const askTheBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", askTheBrowser);
    return () => window.removeEventListener("beforeunload", askTheBrowser);
  }, [isBusy]);

  useEffect(() => {
    hasLeft.current = false;
    return () => {
      hasLeft.current = true;
      if (waitingId.current !== null) cancelLeftCheckout(waitingId.current);
    };
  }, []);

  return useCallback(() => hasLeft.current, []);
}
