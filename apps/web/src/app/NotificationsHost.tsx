import { Notifications } from "@mantine/notifications";

// 000 §9: toasts sit top right, close after 5000 ms.
const NOTIFICATION_AUTO_CLOSE_MS = 5000;

// The toasts' host, a chunk of its own (App loads it lazily): `notify` needs only the store.
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />;
}
