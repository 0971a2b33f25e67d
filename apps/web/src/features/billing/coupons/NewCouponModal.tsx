// 000 §2 Billing, Create New Coupon (placeholder until the coupon form lands).
export function NewCouponModal(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
