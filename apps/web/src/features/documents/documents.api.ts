import type {
  ContentDocument,
  CreateDocumentRequest,
  DocumentList,
  FileLink,
} from "@studiodesk/core/contracts/content";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost } from "../../shared/api-client";

// Under ["content"]: the live-update topic "content" refreshes every content list.
export const documentKeys = {
  all: ["content", "documents"] as const,
  list: () => [...documentKeys.all, "list"] as const,
};

const documentPath = (fileId: string) => `/documents/${encodeURIComponent(fileId)}`;

export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.list(),
    queryFn: async () => (await apiGet<DocumentList>("/documents")).documents,
  });
}

export const fetchDocumentLink = (fileId: string) =>
  apiGet<FileLink>(`${documentPath(fileId)}/view`);

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDocumentRequest) => apiPost<ContentDocument>("/documents", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => apiDelete<{ message: string }>(documentPath(fileId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
