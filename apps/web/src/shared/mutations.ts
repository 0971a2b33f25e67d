import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

// A write after which everything cached under `queryKey` is stale, so those queries refetch
// (the live-update stream does the same for the organization's other open dashboards).
export function useInvalidatingMutation<TVariables = void, TData = unknown>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

// A record and its picture in one multipart request. The payload goes first: the server
// reads the parts in order.
export function payloadWithImage(payload: unknown, image: File): FormData {
  const formData = new FormData();
  formData.append("payload", JSON.stringify(payload));
  formData.append("image", image);
  return formData;
}
