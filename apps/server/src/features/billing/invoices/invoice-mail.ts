import { formatCents } from "@studiodesk/core/rules/money";
import type { MailMessage } from "../../../adapters/mail/mailer";

export type InvoiceMailContent = {
  email: string;
  firstName: string;
  organizationName: string;
  amountCents: number;
  currency: string;
  dueDate: string;
  payLink: string;
  isReminder: boolean;
  // What the New Invoice form's Memo and Footer switches added (000 §2), as its preview shows
  // them: the memo above the pay link, the footer at the end.
  memo: string | null;
  footer: string | null;
};

// The customer's invoice mail: what is owed, by when, and the pay link. A reminder says so.
export function invoiceMail(content: InvoiceMailContent): MailMessage {
  const amount = formatCents(content.amountCents, content.currency);
  const subject = content.isReminder
    ? `Reminder: your invoice from ${content.organizationName}`
    : `Your invoice from ${content.organizationName}`;
  const text = [
    `Hi ${content.firstName},`,
    "",
    content.isReminder
      ? `This is a reminder that your invoice from ${content.organizationName} for ${amount} is due ${content.dueDate}.`
      : `${content.organizationName} has sent you an invoice for ${amount}, due ${content.dueDate}.`,
    ...(content.memo ? ["", content.memo] : []),
    "",
    `Pay it here: ${content.payLink}`,
    ...(content.footer ? ["", content.footer] : []),
  ].join("\n");
  return { to: content.email, subject, text };
}
