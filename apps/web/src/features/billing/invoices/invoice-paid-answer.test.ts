import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api-client";
import { answeredAsPaid } from "./invoice-paid-answer";

const alreadyPaid = (message: string) => new ApiError(409, "invoice_already_paid", message);

describe("answeredAsPaid (a retried Mark Paid or Charge Saved Card)", () => {
  it("passes the first answer on as it comes", async () => {
    const answer = { message: MESSAGES.invoiceMarkedPaid };
    await expect(answeredAsPaid(async () => answer)).resolves.toBe(answer);
  });

  // The first attempt worked and its answer was lost: the retry's 409 was a red failure.
  it("ends a retry refused with 'This invoice has already been paid.' as done: 'This invoice is paid.'", async () => {
    const retry = answeredAsPaid(() => Promise.reject(alreadyPaid(MESSAGES.invoiceAlreadyPaid)));
    await expect(retry).resolves.toEqual({ message: "This invoice is paid." });
  });

  it("keeps the server's words when it gave a second card payment back", async () => {
    const refunded = `${MESSAGES.invoiceAlreadyPaid} ${MESSAGES.terminalPaymentRefunded}`;
    await expect(answeredAsPaid(() => Promise.reject(alreadyPaid(refunded)))).resolves.toEqual({
      message: refunded,
    });
  });

  it("leaves every other failure a failure", async () => {
    const failures = [
      new ApiError(409, "conflict", MESSAGES.invoiceAlreadyPaid),
      new ApiError(404, "not_found", MESSAGES.invoiceNotFound),
      new ApiError(0, "network_error", MESSAGES.unknownError),
      new TypeError("Failed to fetch"),
    ];
    for (const failure of failures) {
      await expect(answeredAsPaid(() => Promise.reject(failure))).rejects.toBe(failure);
    }
  });
});
