// The New Product form's draft (shared/form-drafts), kept apart from the lazily loaded modal:
// the shop page opens the modal when one waits.
export const NEW_PRODUCT_DRAFT = "new-product";
