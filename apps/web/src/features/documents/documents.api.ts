import type { CreateDocumentRequest } from "@studiodesk/core/contracts/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const documentKeys = {
  all: ["content", "documents"] as const,
  list: () => [...documentKeys.all, "list"] as const,
};

export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/api/v1/documents"))).documents,
  });
}

export const fetchDocumentLink = (fileId: string) =>
  unwrap(api.GET("/api/v1/documents/{fileId}/view", { params: { path: { fileId } } }));

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDocumentRequest) =>
      unwrap(api.POST("/api/v1/documents", { body: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      unwrap(api.DELETE("/api/v1/documents/{fileId}", { params: { path: { fileId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
