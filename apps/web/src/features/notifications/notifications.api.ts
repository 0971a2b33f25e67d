import type { NewNotificationRequest } from "@studiodesk/core/contracts/notifications";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../shared/api-client";
import { useInvalidatingMutation } from "../../shared/mutations";

export type NotificationTab = "sent" | "scheduled";

// Under ["notifications"]: the live-update topic "notifications" (a delivery job marking one
// sent) refreshes both tabs.
export const notificationKeys = {
  all: ["notifications"] as const,
  page: (tab: NotificationTab, cursor: string | null) =>
    [...notificationKeys.all, "page", tab, cursor] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};

export function notificationPageQueryOptions(tab: NotificationTab, cursor: string | null) {
  return queryOptions({
    queryKey: notificationKeys.page(tab, cursor),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/notifications", {
          params: { query: { tab, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: () => unwrap(api.GET("/api/v1/notifications/settings")),
  });
}

export function useSendNotification() {
  return useInvalidatingMutation(notificationKeys.all, (request: NewNotificationRequest) =>
    unwrap(api.POST("/api/v1/notifications", { body: request })),
  );
}

export function useDeleteNotification() {
  return useInvalidatingMutation(notificationKeys.all, (messageId: string) =>
    unwrap(api.DELETE("/api/v1/notifications/{messageId}", { params: { path: { messageId } } })),
  );
}
