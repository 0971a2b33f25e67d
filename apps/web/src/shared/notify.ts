import type { MantineColor } from "@mantine/core";
import { type NotificationData, notifications } from "@mantine/notifications";
import { MESSAGES } from "@studiodesk/core/messages";

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

// The end of a session is said once: the query client says it for every 401 answer, and an
// action's own failure handler then repeated the server's same text in a second toast. Shown
// under one id, the repeat is ignored while the first is on screen.
const SESSION_ENDED_ID = "session-ended";
const idOfMessage = (message: string) =>
  message === MESSAGES.sessionExpired ? SESSION_ENDED_ID : undefined;

// Position and timeout come from <Notifications> (000 §9: top right, 5000 ms, info).
export function notify(message: string, type: NotifyType = "info"): void {
  notifications.show({
    id: idOfMessage(message),
    message,
    color: COLOR_BY_TYPE[type],
    closeButtonProps,
  });
}

// The sign-in failure is shown top center (000 §8), unlike every other toast. With an `id`,
// a repeated failure replaces the one still shown instead of stacking a copy under it
// (Mantine's show ignores an id already shown; update then carries the new message).
export function notifyDanger(
  message: string,
  options: { position?: NotificationPosition; id?: string } = {},
): void {
  const notification = {
    id: options.id ?? idOfMessage(message),
    message,
    color: COLOR_BY_TYPE.danger,
    position: options.position,
    closeButtonProps,
  };
  notifications.show(notification);
  if (options.id) notifications.update({ ...notification, id: options.id });
}

// A form's refusal to save, one at a time: a stale refusal beside the next one contradicts it
// (the field it named is already filled), and the second toast of a stack lies over the page
// header's save button, kept there while the pointer rests on it. The next refusal replaces
// the one shown; a save that goes ahead takes it away.
export function saveRefusal(formName: string) {
  const id = `${formName}-save-refusal`;
  return {
    show: (message: string) => notifyDanger(message, { id }),
    clear: () => notifications.hide(id),
  };
}
