import { getDefaultZIndex } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { TOASTS_TOP_VARIABLE, useToastsTop } from "../shared/use-toasts-below";
import classes from "./NotificationsHost.module.css";

// 000 §9: toasts sit top right, close after 5000 ms.
const NOTIFICATION_AUTO_CLOSE_MS = 5000;

// Over a dialog (a save made in a modal reports there), under the menus and pickers a person
// opens: the page header's Options menu drops into the toasts' corner, and its entries lay
// under a toast that stayed until it closed.
const NOTIFICATIONS_Z_INDEX = getDefaultZIndex("popover") - 1;

// The toasts' host, a chunk of its own (App loads it lazily): `notify` needs only the store.
// They start below the app header and the page header (NotificationsHost.module.css), whose
// buttons a stack of toasts covered.
export function NotificationsHost() {
  const toastsTop = useToastsTop();
  return (
    <Notifications
      style={toastsTop === null ? undefined : { [TOASTS_TOP_VARIABLE]: `${toastsTop}px` }}
      position="top-right"
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      zIndex={NOTIFICATIONS_Z_INDEX}
      classNames={{ root: classes.root }}
    />
  );
}
