import type { MantineColor } from "@mantine/core";
import { type NotificationData, notifications } from "@mantine/notifications";

// 000 §5 "Notification types": the six types the product knows.
export type NotifyType = "default" | "info" | "primary" | "danger" | "warning" | "success";

type NotificationPosition = NonNullable<NotificationData["position"]>;

// `undefined` lets Mantine use the theme's primary colour.
const COLOR_BY_TYPE: Record<NotifyType, MantineColor | undefined> = {
  default: "gray",
  info: "blue",
  primary: undefined,
  danger: "red",
  warning: "yellow",
  success: "green",
};

// The colour of one of the six types; anything else is the default's.
export const colorOfType = (type: string): MantineColor | undefined =>
  type in COLOR_BY_TYPE ? COLOR_BY_TYPE[type as NotifyType] : COLOR_BY_TYPE.default;

// Mantine's close button is an icon alone: it needs a name for screen readers.
const closeButtonProps = { "aria-label": "Close notification" };

// Position and timeout come from <Notifications> (000 §9: top right, 5000 ms, info).
export function notify(message: string, type: NotifyType = "info"): void {
  notifications.show({ message, color: COLOR_BY_TYPE[type], closeButtonProps });
}

// The sign-in failure is shown top center (000 §8), unlike every other toast. With an `id`,
// a repeated failure replaces the one still shown instead of stacking a copy under it
// (Mantine's show ignores an id already shown; update then carries the new message).
export function notifyDanger(
  message: string,
  options: { position?: NotificationPosition; id?: string } = {},
): void {
  const notification = {
    id: options.id,
    message,
    color: COLOR_BY_TYPE.danger,
    position: options.position,
    closeButtonProps,
  };
  notifications.show(notification);
  if (options.id) notifications.update({ ...notification, id: options.id });
}

// Takes away a toast shown with an `id` (a refusal that no longer holds once the form saves).
export function dismissNotification(id: string): void {
  notifications.hide(id);
}
