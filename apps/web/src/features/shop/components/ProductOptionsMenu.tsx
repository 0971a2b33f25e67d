import { Menu } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { useSignedInSession } from "../../../shared/session";
import { terminalCheckoutPath } from "../../../shared/terminal-checkout-path";
import { purchasersPath, SHOP_PATH } from "../shop-paths";
import { isSubscriptionProduct } from "./product-edit-values";
import { useProductQuestions } from "./use-product-questions";

// 001 §2 Shop item view Options: Collect Payment (only with active terminals; opens the
// terminal checkout), View Purchased, Inactivate or Re-activate Product, Delete Product.
export function ProductOptionsMenu({ product }: { product: Product }) {
  const navigate = useNavigate();
  const checkoutPath = terminalCheckoutPath(useSignedInSession().account, {
    productId: product.productId,
  });
  const backToShop = () => void navigate(SHOP_PATH, { replace: true });
  const questions = useProductQuestions({ onReactivated: backToShop, onDeleted: backToShop });

  return (
    <>
      <OptionsMenu>
        {checkoutPath && (
          // An inactive product or a subscription is not sold at the terminal (000 §2: the
          // checkout goes back for either): the item stays, dimmed.
          <Menu.Item
            disabled={!product.isActive || isSubscriptionProduct(product)}
            onClick={() => void navigate(checkoutPath)}
          >
            {MESSAGES.collectPayment}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void navigate(purchasersPath(product.productId))}>
          {MESSAGES.viewPurchased}
        </Menu.Item>
        <Menu.Item onClick={() => questions.askStatusChange(product)}>
          {product.isActive ? MESSAGES.inactivateProduct : MESSAGES.reActivateProduct}
        </Menu.Item>
        <Menu.Item c="var(--mantine-color-error)" onClick={() => questions.askDelete(product)}>
          {MESSAGES.deleteProduct}
        </Menu.Item>
      </OptionsMenu>
      <ConfirmDialog {...questions.statusDialog} />
      <ConfirmDialog {...questions.deleteDialog} confirmLabel={MESSAGES.delete} />
    </>
  );
}
