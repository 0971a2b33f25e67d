import { ApiError } from "../../shared/api-client";

// The server refused a changed sale under the attempt's key (a Collect Payment whose answer
// was lost, then edited): the key is spent, so the next Collect Payment starts a new checkout
// instead of meeting the same refusal again.
export const isCheckoutKeySpent = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "terminal_checkout_key_reused";
