import { Button } from "@mantine/core";
import type { Invoice } from "@studiodesk/core/contracts/members";
import { canDeleteInvoice, INVOICE_STATUS_LABELS } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { ExternalAnchor } from "../../../../shared/components/ExternalAnchor";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { RowActions } from "../../../../shared/components/RowActions";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { formatLongDate } from "../../member-format";
import { memberInvoicesQueryOptions, useDeleteInvoice } from "../../members.api";

const STATUS_COLORS: Record<Invoice["status"], string> = {
  pending: "blue",
  outstanding: "red",
  paid: "green",
};

const itemNames = (invoice: Invoice) => invoice.invoiceItems.map((item) => item.name).join(", ");

function InvoiceActions({ invoice, onDelete }: { invoice: Invoice; onDelete: () => void }) {
  return (
    <RowActions>
      {invoice.invoiceUrl && (
        <ExternalAnchor href={invoice.invoiceUrl} size="sm">
          View
        </ExternalAnchor>
      )}
      {/* 000 §4: a paid invoice shows its receipt and no pay button. */}
      {invoice.status === "paid" && invoice.receiptUrl && (
        <ExternalAnchor href={invoice.receiptUrl} size="sm">
          Receipt
        </ExternalAnchor>
      )}
      {canDeleteInvoice(invoice.status) && (
        <Button size="compact-sm" color="red" variant="light" onClick={onDelete}>
          Delete
        </Button>
      )}
    </RowActions>
  );
}

export function InvoicesTab({ uid }: { uid: string }) {
  const invoices = useQuery(memberInvoicesQueryOptions(uid));
  const deleteInvoice = useDeleteInvoice(uid);
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  return (
    <>
      <QueryTable
        isEmptyCard
        query={invoices}
        label="invoices"
        emptyMessage="This member has no invoices."
        rowKey={(invoice) => invoice.invoiceId}
        minWidth={720}
        columns={[
          { header: "Created", cell: (invoice) => formatLongDate(invoice.created) },
          { header: "Items", cell: itemNames },
          { header: "Due Date", cell: (invoice) => formatLongDate(invoice.dueDate) },
          { header: "Amount", cell: (invoice) => formatCents(invoice.price.amount) },
          {
            header: "Status",
            cell: (invoice) => (
              <ToneBadge tone={STATUS_COLORS[invoice.status]}>
                {INVOICE_STATUS_LABELS[invoice.status]}
              </ToneBadge>
            ),
          },
          {
            header: "Actions",
            cell: (invoice) => (
              <InvoiceActions
                invoice={invoice}
                onDelete={() => {
                  setToDelete(invoice);
                  setConfirmOpen(true);
                }}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={isConfirmOpen}
        title="Delete Invoice"
        message={`Are you sure you want to delete the invoice for ${toDelete ? formatCents(toDelete.price.amount) : ""} due ${toDelete ? formatLongDate(toDelete.dueDate) : ""}? This cannot be undone.`}
        confirmLabel="Delete Invoice"
        cancelLabel="Cancel"
        isDestructive
        isPending={deleteInvoice.isPending}
        onConfirm={() =>
          toDelete &&
          deleteInvoice.mutate(toDelete.invoiceId, { onSuccess: () => setConfirmOpen(false) })
        }
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
