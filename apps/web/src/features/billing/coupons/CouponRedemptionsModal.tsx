import { Modal } from "@mantine/core";
import type { Coupon, CouponRedemption } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import { useQuery } from "@tanstack/react-query";
import { QueryTable } from "../../../shared/components/QueryTable";
import { useOrganizationTimeZone } from "../../../shared/session";
import { useMoneyFormat } from "../../../shared/use-money-format";
import { couponRedemptionsQueryOptions } from "./coupons.api";

function RedemptionsTable({ couponId }: { couponId: string }) {
  const timeZone = useOrganizationTimeZone();
  const money = useMoneyFormat();
  const redemptions = useQuery(couponRedemptionsQueryOptions(couponId));
  return (
    <QueryTable
      query={redemptions}
      label="redemptions"
      emptyMessage={MESSAGES.couponNotUsedYet}
      rowKey={(redemption: CouponRedemption) =>
        `${redemption.timestamp}-${redemption.uid}-${redemption.chargeId}`
      }
      columns={[
        { header: MESSAGES.member, cell: (redemption) => redemption.name ?? MESSAGES.walkIn },
        {
          header: MESSAGES.date,
          cell: (redemption) => formatLongDate(redemption.timestamp, timeZone),
        },
        { header: MESSAGES.discount, cell: (redemption) => money(redemption.discountCents) },
      ]}
    />
  );
}

// 000 §3 couponRedeemed {uid, chargeId, timestamp}: who used the coupon, when and for how
// much, opened from the Coupons tab's Redemptions count.
export function CouponRedemptionsModal({
  coupon,
  onClose,
}: {
  coupon: Coupon | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={coupon ? `${coupon.couponCode} Redemptions` : ""}
      size="lg"
    >
      {coupon && <RedemptionsTable couponId={coupon.couponId} />}
    </Modal>
  );
}
