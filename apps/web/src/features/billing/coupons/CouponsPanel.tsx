import { Button } from "@mantine/core";
import type { Coupon } from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  COUPON_STATUS_LABELS,
  couponDiscountLabel,
  couponRemoval,
  couponStatus,
  couponUserLimitLabel,
} from "@studiodesk/core/rules/coupons";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { QueryTable } from "../../../shared/components/QueryTable";
import { ActivationButton, DeleteButton, IconAction } from "../../../shared/components/RowActions";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import {
  actionsColumn,
  clampedTextColumn,
  nameColumn,
  notedTextColumn,
  wrappedTextColumn,
} from "../../../shared/components/table-columns";
import { copyShareLink } from "../../../shared/copy-link";
import { notifyFailure } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useAccountCurrency } from "../../../shared/session";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { CouponRedemptionsModal } from "./CouponRedemptionsModal";
import {
  couponProductsQueryOptions,
  couponsQueryOptions,
  useDeleteCoupon,
  useSetCouponActive,
} from "./coupons.api";

const STATUS_TONES = { active: "green", inactive: "gray", archived: "orange" } as const;

// 000 §3 Coupon productIds: what the coupon is for, by the products' titles (a deleted
// product no longer counts; a coupon limited only to deleted ones is for nothing left).
function appliesTo(coupon: Coupon, titles: ReadonlyMap<string, string>): string {
  if (coupon.productIds.length === 0) return MESSAGES.everyEventAndProduct;
  const names = coupon.productIds.flatMap((id) => titles.get(id) ?? []);
  return names.length > 0 ? names.join(", ") : "Deleted products";
}

// A redeemed coupon is archived instead of deleted (000 §4): the row says so before asking.
const removeLabel = (coupon: Coupon) =>
  couponRemoval(coupon.redeemed) === "archive" ? MESSAGES.archive : MESSAGES.delete;

// 000 §2 Billing, Coupons tab: code, description (000 §3: for staff, not app users), discount
// with the uses per member, redemptions, status; activate or deactivate, copy the share link, delete (or
// archive, once redeemed) after confirmation.
export function CouponsPanel() {
  const coupons = useQuery(couponsQueryOptions());
  const currency = useAccountCurrency();
  const [shownRedemptions, setShownRedemptions] = useState<Coupon | null>(null);
  const products = useQuery(couponProductsQueryOptions());
  const productTitles = new Map(
    (products.data ?? []).map((product) => [product.productId, product.productTitle]),
  );
  const setActive = useSetCouponActive();
  const deletion = useConfirmedDelete(useDeleteCoupon(), {
    idOf: (coupon: Coupon) => coupon.couponId,
    titleOf: (coupon) => `${removeLabel(coupon)} ${coupon.couponCode}`,
    fallbackTitle: MESSAGES.deleteCoupon,
    message: (coupon) =>
      couponRemoval(coupon.redeemed) === "archive"
        ? MESSAGES.archiveCouponConfirm
        : MESSAGES.deleteCouponConfirm,
  });
  const toggle = (coupon: Coupon) =>
    setActive.mutate(
      { couponId: coupon.couponId, isActive: !coupon.isValid },
      {
        onSuccess: (result) => notify(result.message, "success"),
        onError: notifyFailure,
      },
    );

  return (
    <>
      <QueryTable
        query={coupons}
        label="coupons"
        emptyMessage={MESSAGES.noCouponsYet}
        rowKey={(coupon) => coupon.couponId}
        minWidth={900}
        highlightOnHover
        columns={[
          nameColumn("Code", (coupon: Coupon) => coupon.couponCode),
          clampedTextColumn(MESSAGES.description, (coupon: Coupon) => coupon.couponDescription),
          notedTextColumn(
            MESSAGES.discount,
            (coupon: Coupon) => couponDiscountLabel(coupon, currency),
            (coupon) => couponUserLimitLabel(coupon.userLimit),
          ),
          // A product title without spaces wraps rather than pushing the row's actions off.
          wrappedTextColumn("Applies To", (coupon: Coupon) => appliesTo(coupon, productTitles)),
          {
            header: MESSAGES.redemptions,
            cell: (coupon) =>
              coupon.redeemed > 0 ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={fillMessage(MESSAGES.redemptionsOf, {
                    count: coupon.redeemed,
                    code: coupon.couponCode,
                  })}
                  onClick={() => setShownRedemptions(coupon)}
                >
                  {coupon.redeemed}
                </Button>
              ) : (
                0
              ),
          },
          {
            header: MESSAGES.status,
            cell: (coupon) => {
              const status = couponStatus(coupon);
              return (
                <ToneBadge tone={STATUS_TONES[status]}>{COUPON_STATUS_LABELS[status]}</ToneBadge>
              );
            },
          },
          actionsColumn((coupon: Coupon) =>
            coupon.isArchived ? null : (
              <>
                <ActivationButton
                  isActive={coupon.isValid}
                  title={coupon.couponCode}
                  isLoading={
                    setActive.isPending && setActive.variables?.couponId === coupon.couponId
                  }
                  onClick={() => toggle(coupon)}
                />
                <IconAction
                  label={MESSAGES.copyLink}
                  ariaLabel={fillMessage(MESSAGES.copyLinkOfCoupon, { code: coupon.couponCode })}
                  icon={<IconLink size={18} />}
                  onClick={() => void copyShareLink(coupon.shareLink)}
                />
                {removeLabel(coupon) === MESSAGES.archive ? (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => deletion.ask(coupon)}
                    aria-label={fillMessage(MESSAGES.archiveNamed, { code: coupon.couponCode })}
                  >
                    {MESSAGES.archive}
                  </Button>
                ) : (
                  <DeleteButton title={coupon.couponCode} onClick={() => deletion.ask(coupon)} />
                )}
              </>
            ),
          ),
        ]}
      />
      <ConfirmDialog {...deletion.dialog} />
      <CouponRedemptionsModal coupon={shownRedemptions} onClose={() => setShownRedemptions(null)} />
    </>
  );
}
