import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZListNotificationsQuery,
  ZNewNotificationRequest,
  ZNotification,
  ZNotificationPage,
  ZNotificationParams,
  ZNotificationSettings,
  ZRescheduleNotificationRequest,
} from "@studiodesk/core/contracts/notifications";
import { staffRoutes } from "../../shared/staff-routes";
import {
  createNotification,
  listNotifications,
  notificationSettings,
  removeNotification,
  rescheduleNotification,
} from "./notifications.service";

// 000 §2 Notifications, §7: list a tab, send (now or scheduled), move, delete.
export const notificationsRoutes = staffRoutes("notifications", (route) => {
  route.get(
    "/notifications",
    { querystring: ZListNotificationsQuery, response: ZNotificationPage },
    ({ deps, auth, query }) => listNotifications(deps, auth, query),
  );
  route.get("/notifications/settings", { response: ZNotificationSettings }, ({ deps, auth }) =>
    notificationSettings(deps, auth),
  );
  route.post(
    "/notifications",
    { body: ZNewNotificationRequest, response: ZNotification, status: 201 },
    ({ deps, auth, body }) => createNotification(deps, auth, body),
  );
  route.patch(
    "/notifications/:messageId",
    { params: ZNotificationParams, body: ZRescheduleNotificationRequest, response: ZNotification },
    ({ deps, auth, params, body }) =>
      rescheduleNotification(deps, auth, params.messageId, body.scheduledDate),
  );
  route.delete(
    "/notifications/:messageId",
    { params: ZNotificationParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeNotification(deps, auth, params.messageId),
  );
});
