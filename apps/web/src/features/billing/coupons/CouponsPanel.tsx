// 000 §2 Billing, Coupons tab (placeholder until the coupons list lands).
export function CouponsPanel() {
  return null;
}
