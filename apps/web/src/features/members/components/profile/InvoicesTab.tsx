import { Button, Group, Table } from "@mantine/core";
import type { Invoice } from "@studiodesk/core/contracts/members";
import { canDeleteInvoice, INVOICE_STATUS_LABELS } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../shared/components/ConfirmDialog";
import { ExternalAnchor } from "../../../../shared/components/ExternalAnchor";
import { QueryState } from "../../../../shared/components/QueryState";
import { formatLongDate } from "../../member-format";
import { memberInvoicesQueryOptions, useDeleteInvoice } from "../../members.api";
import { ToneBadge } from "../ToneBadge";

const STATUS_COLORS: Record<Invoice["status"], string> = {
  pending: "blue",
  outstanding: "red",
  paid: "green",
};

const itemNames = (invoice: Invoice) => invoice.invoiceItems.map((item) => item.name).join(", ");

function InvoiceActions({ invoice, onDelete }: { invoice: Invoice; onDelete: () => void }) {
  return (
    <Group gap="sm" justify="flex-end" wrap="nowrap">
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
    </Group>
  );
}

export function InvoicesTab({ uid }: { uid: string }) {
  const invoices = useQuery(memberInvoicesQueryOptions(uid));
  const deleteInvoice = useDeleteInvoice(uid);
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  return (
    <>
      <QueryState
        isEmptyCard
        query={invoices}
        label="invoices"
        emptyMessage="This member has no invoices."
      >
        {(items) => (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Due Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((invoice) => (
                  <Table.Tr key={invoice.invoiceId}>
                    <Table.Td>{formatLongDate(invoice.created)}</Table.Td>
                    <Table.Td>{itemNames(invoice)}</Table.Td>
                    <Table.Td>{formatLongDate(invoice.dueDate)}</Table.Td>
                    <Table.Td>{formatCents(invoice.price.amount)}</Table.Td>
                    <Table.Td>
                      <ToneBadge tone={STATUS_COLORS[invoice.status]}>
                        {INVOICE_STATUS_LABELS[invoice.status]}
                      </ToneBadge>
                    </Table.Td>
                    <Table.Td>
                      <InvoiceActions
                        invoice={invoice}
                        onDelete={() => {
                          setToDelete(invoice);
                          setConfirmOpen(true);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
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
