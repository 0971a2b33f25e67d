import {
  ZCreateTerminalCheckoutRequest,
  ZPresentCardRequest,
  ZTerminalCheckout,
  ZTerminalCheckoutParams,
  ZTerminalQuote,
  ZTerminalQuoteRequest,
  ZTerminalReaderList,
  ZTerminalReaderParams,
} from "@studiodesk/core/contracts/terminal";
import { staffRoutes } from "../../shared/staff-routes";
import {
  cancelTerminalCheckout,
  getTerminalCheckout,
  listTerminalReaders,
  presentTestCard,
  quoteTerminalSale,
  startTerminalCheckout,
} from "./terminal.service";

// 000 §2 Terminals and Terminal checkout; docs/terminal-api.md describes the flow for the web.
export const terminalRoutes = staffRoutes("terminal", (route) => {
  route.get("/terminal/readers", { response: ZTerminalReaderList }, ({ deps, auth }) =>
    listTerminalReaders(deps, auth),
  );

  route.post(
    "/terminal/quote",
    { body: ZTerminalQuoteRequest, response: ZTerminalQuote },
    ({ deps, auth, body }) => quoteTerminalSale(deps, auth, body),
  );

  route.post(
    "/terminal/checkouts",
    { body: ZCreateTerminalCheckoutRequest, response: ZTerminalCheckout, status: 201 },
    ({ deps, auth, body }) => startTerminalCheckout(deps, auth, body),
  );

  route.get(
    "/terminal/checkouts/:checkoutId",
    { params: ZTerminalCheckoutParams, response: ZTerminalCheckout },
    ({ deps, auth, params }) => getTerminalCheckout(deps, auth, params.checkoutId),
  );

  route.post(
    "/terminal/checkouts/:checkoutId/cancel",
    { params: ZTerminalCheckoutParams, response: ZTerminalCheckout },
    ({ deps, auth, params }) => cancelTerminalCheckout(deps, auth, params.checkoutId),
  );

  // The simulated reader's 'present card' control (Stripe test mode: its test helper).
  route.post(
    "/terminal/readers/:readerId/present-card",
    { params: ZTerminalReaderParams, body: ZPresentCardRequest, status: 204 },
    ({ deps, auth, params, body }) => presentTestCard(deps, auth, params.readerId, body.outcome),
  );
});
