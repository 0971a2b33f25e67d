import type { CreateDocumentRequest } from "@studiodesk/core/contracts/content";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

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
  return useInvalidatingMutation(documentKeys.all, (request: CreateDocumentRequest) =>
    unwrap(api.POST("/api/v1/documents", { body: request })),
  );
}

export function useDeleteDocument() {
  return useInvalidatingMutation(documentKeys.all, (fileId: string) =>
    unwrap(api.DELETE("/api/v1/documents/{fileId}", { params: { path: { fileId } } })),
  );
}
