import type { BillingInvoice } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { savedCardName } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useState } from "react";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { memberFullName } from "../../../shared/formats";
import { useAccountCurrency } from "../../../shared/session";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { useChargeSavedCard, useDeleteInvoice, useSendInvoiceReminder } from "./invoices.api";
import { MARK_PAID_DRAFT, type MarkPaidDraft, MarkPaidModal } from "./MarkPaidModal";

export type InvoiceAction = "delete" | "remind" | "chargeCard" | "markPaid";
type Question = { kind: InvoiceAction; invoice: BillingInvoice };

const describe = (invoice: BillingInvoice, currency: string) =>
  `${formatCents(invoice.price.amount, currency)} for ${memberFullName(invoice)}`;

// The card is named where the member's card is on record ('$80.00 for Mia Lee, Visa •••• 4242').
const describeCharge = (invoice: BillingInvoice, currency: string) =>
  invoice.savedCard
    ? `${describe(invoice, currency)}, ${savedCardName(invoice.savedCard)}`
    : describe(invoice, currency);

// The questions a row action asks before it acts (delete, send reminder, mark paid), asked
// once per list rather than once per row.
export function useInvoiceActions() {
  const [question, setQuestion] = useState<Question | null>(null);
  useOpenWithDraft<MarkPaidDraft>(MARK_PAID_DRAFT, ({ invoice }) => {
    if (invoice) setQuestion({ kind: "markPaid", invoice });
  });
  const currency = useAccountCurrency();
  const deleteInvoice = useDeleteInvoice();
  const sendReminder = useSendInvoiceReminder();
  const chargeCard = useChargeSavedCard();
  const close = () => setQuestion(null);
  const asked = (kind: Question["kind"]) => (question?.kind === kind ? question.invoice : null);
  const toDelete = asked("delete");
  const toRemind = asked("remind");
  const toCharge = asked("chargeCard");

  const dialogs = (
    <>
      <ConfirmDialog
        opened={toDelete !== null}
        title={MESSAGES.deleteInvoice}
        message={`${MESSAGES.deleteInvoiceConfirm} (${toDelete ? describe(toDelete, currency) : ""})`}
        confirmLabel={MESSAGES.deleteInvoice}
        cancelLabel={MESSAGES.cancel}
        isDestructive
        isPending={deleteInvoice.isPending}
        onConfirm={() => toDelete && deleteInvoice.mutate(toDelete.invoiceId, { onSuccess: close })}
        onClose={close}
      />
      <ConfirmDialog
        opened={toRemind !== null}
        title={MESSAGES.sendReminder}
        message={`${MESSAGES.sendReminderConfirm} (${toRemind ? `${describe(toRemind, currency)}, ${toRemind.email}` : ""})`}
        confirmLabel={MESSAGES.sendReminder}
        cancelLabel={MESSAGES.cancel}
        isPending={sendReminder.isPending}
        onConfirm={() => toRemind && sendReminder.mutate(toRemind.invoiceId, { onSettled: close })}
        onClose={close}
      />
      <ConfirmDialog
        opened={toCharge !== null}
        title={MESSAGES.chargeSavedCard}
        message={`${MESSAGES.chargeSavedCardConfirm} (${toCharge ? describeCharge(toCharge, currency) : ""})`}
        confirmLabel={MESSAGES.chargeSavedCard}
        cancelLabel={MESSAGES.cancel}
        isPending={chargeCard.isPending}
        onConfirm={() => toCharge && chargeCard.mutate(toCharge.invoiceId, { onSettled: close })}
        onClose={close}
      />
      <MarkPaidModal invoice={asked("markPaid")} onClose={close} />
    </>
  );

  return {
    ask: (kind: InvoiceAction, invoice: BillingInvoice) => setQuestion({ kind, invoice }),
    dialogs,
  };
}
