import { Button, Group, SegmentedControl, Stack, Textarea } from "@mantine/core";
import type { BillingInvoice, MarkInvoicePaidRequest } from "@studiodesk/core/contracts/billing";
import { formatCents } from "@studiodesk/core/rules/money";
import { useState } from "react";
import { FormModal } from "../../../shared/components/FormModal";
import { memberFullName } from "../../../shared/formats";
import { useAccountCurrency } from "../../../shared/session";
import { useMarkInvoicePaid } from "./invoices.api";

type MarkPaidModalProps = { invoice: BillingInvoice | null; onClose: () => void };

// Beyond the spec: money taken at the front desk, cash or cheque, with a note for the books.
export function MarkPaidModal({ invoice, onClose }: MarkPaidModalProps) {
  const markPaid = useMarkInvoicePaid();
  const [method, setMethod] = useState<MarkInvoicePaidRequest["method"]>("cash");
  const [note, setNote] = useState("");
  const currency = useAccountCurrency();
  const title = invoice
    ? `Mark ${formatCents(invoice.price.amount, currency)} invoice for ${memberFullName(invoice)} paid`
    : "Mark Paid";
  return (
    <FormModal opened={invoice !== null} onClose={onClose} title={title}>
      <Stack>
        <SegmentedControl
          aria-label="Payment method"
          value={method}
          onChange={(value) => setMethod(value === "cheque" ? "cheque" : "cash")}
          data={[
            { label: "Cash", value: "cash" },
            { label: "Cheque", value: "cheque" },
          ]}
        />
        <Textarea
          label="Note"
          placeholder="Cheque number, who took the payment…"
          withAsterisk
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={markPaid.isPending}>
            Cancel
          </Button>
          <Button
            loading={markPaid.isPending}
            onClick={() =>
              invoice &&
              markPaid.mutate(
                { invoiceId: invoice.invoiceId, method, note },
                { onSuccess: onClose },
              )
            }
          >
            Mark Paid
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
