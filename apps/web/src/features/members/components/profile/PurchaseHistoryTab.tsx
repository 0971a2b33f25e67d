import { Text } from "@mantine/core";
import type { Charge } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { chargeStatusLabel, chargeTone } from "@studiodesk/core/rules/members";
import { formatCents } from "@studiodesk/core/rules/money";
import { useQuery } from "@tanstack/react-query";
import { ExternalAnchor } from "../../../../shared/components/ExternalAnchor";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { notedTextColumn } from "../../../../shared/components/table-columns";
import { useAccountCurrency, useOrganizationTimeZone } from "../../../../shared/session";
import { formatLongDate } from "../../member-format";
import { memberChargesQueryOptions } from "../../members.api";

// 000 §4 Charge display: status colours; subscription usage shows its quantity.
export function PurchaseHistoryTab({ uid }: { uid: string }) {
  const timeZone = useOrganizationTimeZone();
  const currency = useAccountCurrency();
  const charges = useQuery(memberChargesQueryOptions(uid));

  return (
    <QueryTable
      isEmptyCard
      query={charges}
      label="purchase history"
      emptyMessage={MESSAGES.noPurchasesYet}
      rowKey={(charge) => charge.chargeId}
      minWidth={720}
      columns={[
        notedTextColumn(
          MESSAGES.description,
          (charge: Charge) => charge.description,
          (charge) => charge.subscriptionTitle,
        ),
        { header: MESSAGES.date, cell: (charge) => formatLongDate(charge.created, timeZone) },
        {
          header: MESSAGES.amount,
          // A charge in its own currency; one recorded without it, in the organization's.
          cell: (charge) => formatCents(charge.amount, charge.currency || currency),
        },
        {
          header: MESSAGES.quantityShort,
          cell: (charge) => (charge.subscriptionTitle ? charge.quantity : ""),
        },
        {
          header: MESSAGES.status,
          cell: (charge) => (
            <>
              <ToneBadge tone={chargeTone(charge)}>{chargeStatusLabel(charge)}</ToneBadge>
              {charge.failureReason && (
                <Text size="xs" c="dimmed">
                  {charge.failureReason}
                </Text>
              )}
            </>
          ),
        },
        {
          header: MESSAGES.receipt,
          cell: (charge) =>
            charge.receiptUrl && (
              // Every row's link reads 'Receipt'; its name says whose, for a screen reader's
              // list of links.
              <ExternalAnchor
                href={charge.receiptUrl}
                size="sm"
                aria-label={fillMessage(MESSAGES.receiptFor, {
                  description: charge.description,
                  date: formatLongDate(charge.created, timeZone),
                })}
              >
                {MESSAGES.receipt}
              </ExternalAnchor>
            ),
        },
      ]}
    />
  );
}
