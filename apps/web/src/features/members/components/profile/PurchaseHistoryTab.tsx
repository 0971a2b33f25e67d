import { Table, Text } from "@mantine/core";
import { chargeStatusLabel, chargeTone } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useQuery } from "@tanstack/react-query";
import { ExternalAnchor } from "../../../../shared/components/ExternalAnchor";
import { QueryState } from "../../../../shared/components/QueryState";
import { formatLongDate } from "../../member-format";
import { memberChargesQueryOptions } from "../../members.api";
import { ToneBadge } from "../ToneBadge";

// 000 §4 Charge display: status colours; subscription usage shows its quantity.
export function PurchaseHistoryTab({ uid }: { uid: string }) {
  const charges = useQuery(memberChargesQueryOptions(uid));

  return (
    <QueryState
      isEmptyCard
      query={charges}
      label="purchase history"
      emptyMessage="No purchases yet."
    >
      {(items) => (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Receipt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((charge) => (
                <Table.Tr key={charge.chargeId}>
                  <Table.Td>
                    <Text size="sm">{charge.description}</Text>
                    {charge.subscriptionTitle && (
                      <Text size="xs" c="dimmed">
                        {charge.subscriptionTitle}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatLongDate(charge.created)}</Table.Td>
                  <Table.Td>{formatCents(charge.amount, charge.currency || "USD")}</Table.Td>
                  <Table.Td>{charge.subscriptionTitle ? charge.quantity : ""}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={chargeTone(charge)}>{chargeStatusLabel(charge)}</ToneBadge>
                  </Table.Td>
                  <Table.Td>
                    {charge.receiptUrl && (
                      <ExternalAnchor href={charge.receiptUrl} size="sm">
                        Receipt
                      </ExternalAnchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
