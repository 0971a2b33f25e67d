import {
  ZAdminNotificationList,
  ZListAdminNotificationsQuery,
} from "@studiodesk/core/contracts/notifications";
import { staffRoutes } from "../../shared/staff-routes";
import { listAdminNotifications, markAdminNotificationsRead } from "./admin-notifications.service";

// 000 §2 Admin Notifications and the top bar's bell.
export const adminNotificationsRoutes = staffRoutes("admin-notifications", (route) => {
  route.get(
    "/admin-notifications",
    { querystring: ZListAdminNotificationsQuery, response: ZAdminNotificationList },
    ({ deps, auth, query }) => listAdminNotifications(deps, auth, query),
  );
  route.post("/admin-notifications/read", { status: 204 }, ({ deps, auth }) =>
    markAdminNotificationsRead(deps, auth),
  );
});
