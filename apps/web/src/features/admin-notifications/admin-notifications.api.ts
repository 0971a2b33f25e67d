import type { AdminNotificationTab } from "@studiodesk/core/rules/notifications";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

// Under ["admin-notifications"], the live-update topic the server publishes when one is
// raised: the bell and the page refetch as it arrives.
export const adminNotificationKeys = {
  all: ["admin-notifications"] as const,
  list: (tab: AdminNotificationTab, limit: number) =>
    [...adminNotificationKeys.all, "list", tab, limit] as const,
};

export function adminNotificationsQueryOptions(tab: AdminNotificationTab, limit: number) {
  return queryOptions({
    queryKey: adminNotificationKeys.list(tab, limit),
    queryFn: () =>
      unwrap(api.GET("/api/v1/admin-notifications", { params: { query: { tab, limit } } })),
  });
}

// The bell was opened: what it shows counts as read.
export function useMarkAdminNotificationsRead() {
  return useInvalidatingMutation(adminNotificationKeys.all, () =>
    unwrap(api.POST("/api/v1/admin-notifications/read")),
  );
}
