import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { useState } from "react";
import { notifyFailure } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useChangeProductStatus, useDeleteProduct } from "../shop.api";

type ProductQuestionsOptions = {
  // The product view leaves for the shop after a re-activation (001 §4) and after a delete.
  onReactivated?: () => void;
  onDeleted?: () => void;
};

// 001 §4 Product: inactivate / re-activate after confirmation; delete after confirmation,
// refused by the server for a purchased product ('This product has already been purchased
// and cannot be deleted.'). The card and the product view ask the same questions.
export function useProductQuestions({ onReactivated, onDeleted }: ProductQuestionsOptions = {}) {
  const [statusItem, setStatusItem] = useState<Product | null>(null);
  const changeStatus = useChangeProductStatus();
  const removal = useConfirmedDelete(useDeleteProduct(), {
    idOf: (product: Product) => product.productId,
    titleOf: () => MESSAGES.deleteProduct,
    fallbackTitle: MESSAGES.deleteProduct,
    message: (product) =>
      fillMessage(MESSAGES.deleteProductConfirm, { title: product.productTitle }),
    onDone: onDeleted,
  });

  const closeStatus = () => setStatusItem(null);
  const confirmStatus = () => {
    if (!statusItem) return;
    const isActive = !statusItem.isActive;
    changeStatus.mutate(
      { productId: statusItem.productId, isActive },
      {
        onSuccess: (saved) => {
          notify(
            fillMessage(MESSAGES.productTitleUpdated, { title: saved.productTitle }),
            "success",
          );
          closeStatus();
          if (isActive) onReactivated?.();
        },
        onError: notifyFailure,
      },
    );
  };

  const isReactivating = statusItem !== null && !statusItem.isActive;
  return {
    askStatusChange: setStatusItem,
    askDelete: removal.ask,
    // The props of the two ConfirmDialogs that ask.
    statusDialog: {
      opened: statusItem !== null,
      title: isReactivating ? MESSAGES.reActivateProduct : MESSAGES.inactivateProduct,
      message: statusItem
        ? fillMessage(
            isReactivating ? MESSAGES.reactivateProductConfirm : MESSAGES.inactivateProductConfirm,
            { title: statusItem.productTitle },
          )
        : "",
      isPending: changeStatus.isPending,
      onConfirm: confirmStatus,
      onClose: closeStatus,
    },
    deleteDialog: removal.dialog,
  };
}
