import { type MutationKey, useMutationState } from "@tanstack/react-query";

// Whether this page deleted its record, or is deleting it. The delete's live update
// refetches the page's record, which then answers 404: that is the delete's doing, not a bad
// link, so the page does not report it missing while its Options menu goes back with the
// delete's own notice. `mutationKey` is the key of the delete mutation.
export function useIsDeleted(mutationKey: MutationKey): boolean {
  const statuses = useMutationState({
    filters: { mutationKey },
    select: (mutation) => mutation.state.status,
  });
  return statuses.some((status) => status === "pending" || status === "success");
}
