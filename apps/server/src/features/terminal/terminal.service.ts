import type {
  CreateTerminalCheckoutRequest,
  TerminalCheckout,
  TerminalQuote,
  TerminalQuoteRequest,
  TerminalReaderList,
  TerminalTestCardOutcome,
} from "@studiodesk/core/contracts/terminal";
import { AppError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";

const notYet = () => new AppError("not_implemented", "Not implemented yet.", 501);

export async function listTerminalReaders(
  deps: Deps,
  auth: AuthContext,
): Promise<TerminalReaderList> {
  return { readers: await deps.payments.listReaders(auth.orgId) };
}
export async function quoteTerminalSale(
  _d: Deps,
  _a: AuthContext,
  _r: TerminalQuoteRequest,
): Promise<TerminalQuote> {
  throw notYet();
}
export async function startTerminalCheckout(
  _d: Deps,
  _a: AuthContext,
  _r: CreateTerminalCheckoutRequest,
): Promise<TerminalCheckout> {
  throw notYet();
}
export async function getTerminalCheckout(
  _d: Deps,
  _a: AuthContext,
  _id: string,
): Promise<TerminalCheckout> {
  throw notYet();
}
export async function cancelTerminalCheckout(
  _d: Deps,
  _a: AuthContext,
  _id: string,
): Promise<TerminalCheckout> {
  throw notYet();
}
export async function presentTestCard(
  _d: Deps,
  _a: AuthContext,
  _r: string,
  _o: TerminalTestCardOutcome,
): Promise<void> {
  throw notYet();
}
