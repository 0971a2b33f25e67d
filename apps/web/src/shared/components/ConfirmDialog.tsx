import { lazyModal } from "./lazy-modal";

// 001 §8 Confirmations: the question asked before anything is deleted, cancelled or changed
// for good. The spec answers most with Yes and No (000 §2); callers name other answers. Its
// code loads the first time a page asks, not with every page that might.
export const ConfirmDialog = lazyModal(() =>
  import("./ConfirmQuestion").then((module) => module.ConfirmQuestion),
);
