import { Menu } from "@mantine/core";
import type { BillingInvoice } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import { isInvoiceUnpaid } from "@studiodesk/core/rules/invoices";
import { canDeleteInvoice } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { IconLink } from "@tabler/icons-react";
import { ExternalAnchor } from "../../../shared/components/ExternalAnchor";
import { RowActions } from "../../../shared/components/RowActions";
import { RowMenu } from "../../../shared/components/RowMenu";
import { copyShareLink } from "../../../shared/copy-link";
import { memberFullName } from "../../../shared/formats";
import type { InvoiceAction } from "./use-invoice-actions";

type InvoiceRowActionsProps = {
  invoice: BillingInvoice;
  currency: string;
  timeZone: string;
  onAsk: (kind: InvoiceAction, invoice: BillingInvoice) => void;
};

// 000 §4: a paid invoice shows its receipt and no pay button; only a pending one may be
// deleted. Beyond the spec, a pending or past-due one can be reminded, charged to the
// saved card or marked paid. Those five sit in the row's menu: as buttons they made the
// table scroll sideways at 1280 px.
export function InvoiceRowActions({ invoice, currency, timeZone, onAsk }: InvoiceRowActionsProps) {
  const isUnpaid = isInvoiceUnpaid(invoice.status);
  const canDelete = canDeleteInvoice(invoice.status);
  const amount = formatCents(invoice.price.amount, currency);
  const dueDate = formatLongDate(invoice.dueDate, timeZone);
  const label = `Invoice actions for ${memberFullName(invoice)}, ${amount}, due ${dueDate}`;
  return (
    <RowActions>
      {invoice.status === "paid" && invoice.receiptUrl && (
        <ExternalAnchor href={invoice.receiptUrl} size="sm">
          {MESSAGES.receipt}
        </ExternalAnchor>
      )}
      {(isUnpaid || canDelete) && (
        <RowMenu label={label}>
          {isUnpaid && (
            <>
              <Menu.Item
                leftSection={<IconLink size={14} />}
                onClick={() => void copyShareLink(invoice.payLink)}
              >
                {MESSAGES.copyPayLink}
              </Menu.Item>
              <Menu.Item onClick={() => onAsk("remind", invoice)}>
                {MESSAGES.sendReminder}
              </Menu.Item>
              <Menu.Item onClick={() => onAsk("chargeCard", invoice)}>
                {MESSAGES.chargeSavedCard}
              </Menu.Item>
              <Menu.Item onClick={() => onAsk("markPaid", invoice)}>{MESSAGES.markPaid}</Menu.Item>
            </>
          )}
          {canDelete && (
            // The theme's error red: Mantine's red 6 on a menu reads at 3.3:1 (WCAG AA: 4.5:1).
            <Menu.Item c="var(--mantine-color-error)" onClick={() => onAsk("delete", invoice)}>
              {MESSAGES.delete}
            </Menu.Item>
          )}
        </RowMenu>
      )}
    </RowActions>
  );
}
