import { SegmentedControl, Text, Textarea } from "@mantine/core";
import type { BillingInvoice, MarkInvoicePaidRequest } from "@studiodesk/core/contracts/billing";
import { PAYMENT_NOTE_MAX_LENGTH } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { invoiceAmountPaidBy } from "@studiodesk/core/rules/invoices";
import { formatCents } from "@studiodesk/core/rules/money";
import { useState } from "react";
import { FormModal, ModalForm } from "../../../shared/components/FormModal";
import { memberFullName } from "../../../shared/formats";
import { useAccountCurrency } from "../../../shared/session";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useModalSave } from "../../../shared/use-modal-save";
import { useMarkInvoicePaid } from "./invoices.api";

type MarkPaidModalProps = { invoice: BillingInvoice | null; onClose: () => void };

// The form's draft (shared/form-drafts) names its invoice: the list opens Mark Paid again for it.
export const MARK_PAID_DRAFT = "mark-paid";
export type MarkPaidDraft = {
  invoice: BillingInvoice;
  method: MarkInvoicePaidRequest["method"];
  note: string;
};

// Beyond the spec: money taken at the front desk, cash or cheque, with a note for the books.
// The title names what the desk takes: the invoice without its card fee (invoiceAmountPaidBy).
export function MarkPaidModal({ invoice, onClose }: MarkPaidModalProps) {
  const currency = useAccountCurrency();
  const title = invoice
    ? fillMessage(MESSAGES.markInvoicePaidTitle, {
        amount: formatCents(invoiceAmountPaidBy(invoice.price, "cash"), currency),
        name: memberFullName(invoice),
      })
    : MESSAGES.markPaid;
  return (
    <FormModal opened={invoice !== null} onClose={onClose} title={title}>
      {/* Mounted per opening: another invoice never starts with the last one's note. */}
      {invoice && <MarkPaidForm invoice={invoice} onDone={onClose} />}
    </FormModal>
  );
}

function MarkPaidForm({ invoice, onDone }: { invoice: BillingInvoice; onDone: () => void }) {
  const { invoiceId } = invoice;
  const [method, setMethod] = useState<MarkPaidDraft["method"]>("cash");
  const [note, setNote] = useState("");
  useFormDraft<MarkPaidDraft>(MARK_PAID_DRAFT, { invoice, method, note }, (draft) => {
    setMethod(draft.method ?? "cash");
    setNote(draft.note ?? "");
  });
  const [noteError, setNoteError] = useState<string | null>(null);
  // A refusal stays in the form, which keeps what was typed (spec-deviations, 000 §8).
  const { save, formProps } = useModalSave(useMarkInvoicePaid(), {
    doneMessage: (result) => result.message,
    onSaved: onDone,
  });
  const handleSubmit = () => {
    // The server's rule, said before asking it: a payment taken by hand needs its note.
    const isNoteMissing = note.trim() === "";
    setNoteError(isNoteMissing ? MESSAGES.invoicePaymentNoteRequired : null);
    if (!isNoteMissing) save({ invoiceId, method, note });
  };
  return (
    <ModalForm onSubmit={handleSubmit} submitLabel={MESSAGES.markPaid} {...formProps}>
      <Text size="sm">{MESSAGES.markPaidWithoutCardFee}</Text>
      <SegmentedControl
        aria-label={MESSAGES.paymentMethod}
        value={method}
        onChange={(value) => setMethod(value === "cheque" ? "cheque" : "cash")}
        data={[
          { label: MESSAGES.cash, value: "cash" },
          { label: MESSAGES.cheque, value: "cheque" },
        ]}
      />
      <Textarea
        label={MESSAGES.note}
        placeholder={MESSAGES.paymentNotePlaceholder}
        withAsterisk
        maxLength={PAYMENT_NOTE_MAX_LENGTH}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
      />
    </ModalForm>
  );
}
