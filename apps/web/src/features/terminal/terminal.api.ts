import type {
  CreateTerminalCheckoutRequest,
  TerminalCheckoutStatus,
  TerminalQuoteRequest,
  TerminalTestCardOutcome,
} from "@studiodesk/core/contracts/terminal";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

export const terminalKeys = {
  all: ["terminal"] as const,
  readers: () => [...terminalKeys.all, "readers"] as const,
  quote: (request: TerminalQuoteRequest) => [...terminalKeys.all, "quote", request] as const,
  checkout: (checkoutId: string) => [...terminalKeys.all, "checkout", checkoutId] as const,
};

export function readersQueryOptions() {
  return queryOptions({
    queryKey: terminalKeys.readers(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/terminal/readers"))).readers,
  });
}

// Step 1 asks again whenever quantity, size or coupon change; the last answer stays on
// screen meanwhile so the totals do not flicker.
export function quoteQueryOptions(request: TerminalQuoteRequest) {
  return queryOptions({
    queryKey: terminalKeys.quote(request),
    queryFn: () => unwrap(api.POST("/api/v1/terminal/quote", { body: request })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

// A checkout still waiting for the card or being captured; the modal stays open for these.
export const isCheckoutInFlight = (status: TerminalCheckoutStatus) =>
  status === "waiting_for_input" || status === "processing";

// docs/terminal-api.md: polling moves the checkout on (each read captures and records once the
// card was read), so it runs about once a second while the checkout is in flight.
export function checkoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: terminalKeys.checkout(checkoutId),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/terminal/checkouts/{checkoutId}", { params: { path: { checkoutId } } }),
      ),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isCheckoutInFlight(status) ? 1000 : false;
    },
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CreateTerminalCheckoutRequest) =>
      unwrap(api.POST("/api/v1/terminal/checkouts", { body: request })),
  });
}

export function useCancelCheckout() {
  return useMutation({
    mutationFn: (checkoutId: string) =>
      unwrap(
        api.POST("/api/v1/terminal/checkouts/{checkoutId}/cancel", {
          params: { path: { checkoutId } },
        }),
      ),
  });
}

export function usePresentCard() {
  return useMutation({
    mutationFn: (input: { readerId: string; outcome: TerminalTestCardOutcome }) =>
      unwrap(
        api.POST("/api/v1/terminal/readers/{readerId}/present-card", {
          params: { path: { readerId: input.readerId } },
          body: { outcome: input.outcome },
        }),
      ),
  });
}
