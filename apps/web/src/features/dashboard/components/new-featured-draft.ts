// The New Featured form's draft (shared/form-drafts), kept apart from the lazily loaded modal:
// the Featured card opens the modal when one waits. The picture is not kept: the restored form
// asks for it again.
export const NEW_FEATURED_DRAFT = "new-featured";
