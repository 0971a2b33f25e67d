import { MESSAGES } from "@studiodesk/core/messages";
import { ApiError } from "../../../shared/api-client";

// The server's refusal of a payment for an invoice that is paid (409).
const ALREADY_PAID_CODE = "invoice_already_paid";

// Mark Paid and Charge Saved Card asked again after their first answer was lost (a network
// drop, Try again): the first attempt worked, and the retry met the server's 409 'This invoice
// has already been paid.', shown as a failure though the invoice was paid as asked. Nothing
// moves twice (the server refuses the second payment); the 409 says the invoice is paid now, so
// the action ends as done: the invoice lists refresh and the notice says it is paid. A second
// card payment the server had to give back keeps its own words (it names the refund).
export async function answeredAsPaid<Answer extends { message: string }>(
  request: () => Promise<Answer>,
): Promise<Answer | { message: string }> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409 && error.code === ALREADY_PAID_CODE)) {
      throw error;
    }
    const isPlainRefusal = error.message === MESSAGES.invoiceAlreadyPaid;
    return { message: isPlainRefusal ? MESSAGES.invoiceFoundPaid : error.message };
  }
}
