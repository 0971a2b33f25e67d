import type {
  CreateInvoiceRequest,
  MarkInvoicePaidRequest,
} from "@studiodesk/core/contracts/billing";
import { INVOICES_PAGE_SIZE } from "@studiodesk/core/contracts/billing";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../shared/api-client";
import { notifyFailure } from "../../../shared/failure-message";
import { notify } from "../../../shared/notify";
import { answeredAsPaid } from "./invoice-paid-answer";

// Every key sits under ["invoices"]: the server's live-update topic "invoices" refreshes them.
export const invoiceKeys = {
  all: ["invoices"] as const,
  // All invoices (Billing), or one member's (the member profile's Invoices tab); all of them
  // or only the unpaid ones.
  list: (uid: string | null, isUnpaidOnly = false) =>
    [...invoiceKeys.all, "list", uid ?? "all", isUnpaidOnly ? "unpaid" : "any"] as const,
};

export function invoicesQueryOptions(uid: string | null, isUnpaidOnly = false) {
  return infiniteQueryOptions({
    queryKey: invoiceKeys.list(uid, isUnpaidOnly),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/invoices", {
          params: {
            query: {
              limit: INVOICES_PAGE_SIZE,
              ...(pageParam ? { starting_after: pageParam } : {}),
              ...(uid ? { uid } : {}),
              ...(isUnpaidOnly ? { status: "unpaid" as const } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

// A write on invoices: the lists refetch and the server's message is shown.
function useInvoiceMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      notify(response.message, "success");
    },
    onError: notifyFailure,
  });
}

export const useCreateInvoice = () =>
  useInvoiceMutation((body: CreateInvoiceRequest) =>
    unwrap(api.POST("/api/v1/invoices", { body })),
  );

export const useDeleteInvoice = () =>
  useInvoiceMutation((invoiceId: string) =>
    unwrap(api.DELETE("/api/v1/invoices/{invoiceId}", { params: { path: { invoiceId } } })),
  );

export const useSendInvoiceReminder = () =>
  useInvoiceMutation((invoiceId: string) =>
    unwrap(api.POST("/api/v1/invoices/{invoiceId}/reminders", { params: { path: { invoiceId } } })),
  );

// Mark Paid is a modal form: its own form says a refusal and the success notice (useModalSave).
// A retry whose first answer was lost ends as done, the invoice shown paid (answeredAsPaid).
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, ...body }: MarkInvoicePaidRequest & { invoiceId: string }) =>
      answeredAsPaid(() =>
        unwrap(
          api.POST("/api/v1/invoices/{invoiceId}/mark-paid", {
            params: { path: { invoiceId } },
            body,
          }),
        ),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

// A retry whose first answer was lost ends as done, the invoice shown paid (answeredAsPaid).
export const useChargeSavedCard = () =>
  useInvoiceMutation((invoiceId: string) =>
    answeredAsPaid(() =>
      unwrap(
        api.POST("/api/v1/invoices/{invoiceId}/charge-saved-card", {
          params: { path: { invoiceId } },
        }),
      ),
    ),
  );
