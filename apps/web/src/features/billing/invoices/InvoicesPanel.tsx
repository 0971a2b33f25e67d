import { Card, Stack, Text } from "@mantine/core";
import type { BillingInvoice } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import { invoiceShownAmount } from "@studiodesk/core/rules/invoices";
import { INVOICE_STATUS_LABELS } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useInfiniteQuery } from "@tanstack/react-query";
import { DataTable } from "../../../shared/components/DataTable";
import { LoadMoreButton } from "../../../shared/components/LoadMoreButton";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { memberFullName } from "../../../shared/formats";
import { useAccountCurrency, useOrganizationTimeZone } from "../../../shared/session";
import { InvoiceRowActions } from "./InvoiceRowActions";
import { invoicesQueryOptions } from "./invoices.api";
import { useInvoiceActions } from "./use-invoice-actions";

const STATUS_TONES: Record<BillingInvoice["status"], string> = {
  pending: "blue",
  outstanding: "red",
  paid: "green",
};

// 000 §2 Billing, Invoices tab: all invoices newest first (customer, amount, due date, status,
// pay link, the delete rule); with `uid`, one member's invoices for the profile's tab; with
// `isUnpaidOnly`, the dashboard's Outstanding invoices.
export function InvoicesPanel({
  uid = null,
  isUnpaidOnly = false,
}: {
  uid?: string | null;
  isUnpaidOnly?: boolean;
}) {
  const timeZone = useOrganizationTimeZone();
  const currency = useAccountCurrency();
  const invoices = useInfiniteQuery(invoicesQueryOptions(uid, isUnpaidOnly));
  const actions = useInvoiceActions();
  const rows = invoices.data?.pages.flatMap((page) => page.invoices) ?? [];

  if (invoices.isError && !invoices.data) {
    return <LoadFailure error={invoices.error} onRetry={invoices.refetch} />;
  }
  if (!invoices.data) return <LoadingState label="invoices" />;
  return (
    <Card withBorder padding="lg">
      {rows.length === 0 ? (
        <Text c="dimmed">
          {uid
            ? MESSAGES.memberHasNoInvoices
            : isUnpaidOnly
              ? MESSAGES.noUnpaidInvoices
              : MESSAGES.noInvoicesYet}
        </Text>
      ) : (
        <Stack>
          <DataTable
            rows={rows}
            rowKey={(invoice) => invoice.invoiceId}
            minWidth={720}
            columns={[
              ...(uid
                ? []
                : [
                    {
                      header: MESSAGES.customer,
                      cell: (invoice: BillingInvoice) => memberFullName(invoice),
                    },
                  ]),
              {
                header: MESSAGES.items,
                cell: (invoice) => invoice.invoiceItems.map((item) => item.name).join(", "),
              },
              {
                header: MESSAGES.amount,
                // Once paid, what the payment recorded (no card fee for cash or a cheque).
                cell: (invoice) => formatCents(invoiceShownAmount(invoice), currency),
              },
              {
                header: MESSAGES.dueDate,
                cell: (invoice) => formatLongDate(invoice.dueDate, timeZone),
              },
              {
                header: MESSAGES.status,
                cell: (invoice) => (
                  <ToneBadge tone={STATUS_TONES[invoice.status]}>
                    {INVOICE_STATUS_LABELS[invoice.status]}
                  </ToneBadge>
                ),
              },
              {
                header: MESSAGES.actions,
                isHeaderHidden: true,
                cell: (invoice) => (
                  <InvoiceRowActions
                    invoice={invoice}
                    currency={currency}
                    timeZone={timeZone}
                    onAsk={actions.ask}
                  />
                ),
              },
            ]}
          />
          <LoadMoreButton query={invoices} />
        </Stack>
      )}
      {actions.dialogs}
    </Card>
  );
}
