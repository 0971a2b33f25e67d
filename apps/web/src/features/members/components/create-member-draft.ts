// Create New User's draft (shared/form-drafts), kept apart from the lazily loaded modal: the
// members page opens the modal when one waits.
export const CREATE_MEMBER_DRAFT = "create-member";
