import type { Account } from "../contracts/account";

// The side menu is built from the route table (001 §2): entries with an icon that are
// not hidden. The web app maps `key` to an icon; the rule here decides visibility.
export type MenuEntry = {
  key: string;
  label: string;
  path: string;
  isHidden?: boolean;
  isComingSoon?: boolean;
};

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: "dashboard", label: "Dashboard", path: "/dashboard" },
  { key: "schedule", label: "Schedule", path: "/dashboard/schedule" },
  { key: "classes", label: "Classes", path: "/dashboard/classes" },
  { key: "booking", label: "Booking", path: "/dashboard/booking" },
  { key: "shop", label: "Shop", path: "/dashboard/shop" },
  { key: "members", label: "Members", path: "/dashboard/members" },
  { key: "billing", label: "Billing", path: "/dashboard/billing" },
  { key: "terminal", label: "Terminal", path: "/dashboard/terminal" },
  { key: "notifications", label: "Notifications", path: "/dashboard/notifications" },
  { key: "documents", label: "Documents", path: "/dashboard/documents" },
  { key: "resources", label: "Resources", path: "/dashboard/resources" },
  { key: "videos", label: "Videos", path: "/dashboard/videos" },
  { key: "settings", label: "Settings", path: "/dashboard/settings", isHidden: true },
  { key: "attendance", label: "Attendance", path: "/dashboard/attendance", isComingSoon: true },
  { key: "reports", label: "Reports", path: "/dashboard/reports", isComingSoon: true },
  { key: "messages", label: "Messages", path: "/dashboard/messages", isComingSoon: true },
  { key: "forms", label: "Forms", path: "/dashboard/forms", isComingSoon: true },
];

type MenuAccount = Pick<Account, "appInformation" | "bookingInformation">;

// 000 §2 Layout shell: the per-entry switches of the side menu.
export function isMenuEntryEnabled(key: string, account: MenuAccount): boolean {
  const app = account.appInformation;
  switch (key) {
    case "schedule":
      return app.isScheduleActive !== false;
    case "booking":
      return account.bookingInformation?.isActive === true;
    case "billing":
      return app.isPaymentActive === true;
    case "terminal":
      return app.isTerminalActive === true;
    default:
      return true;
  }
}

export type SideMenu = { entries: MenuEntry[]; comingSoon: MenuEntry[] };

// The whole side menu, or null when the app is not active (the menu is not rendered then).
export function buildSideMenu(account: MenuAccount): SideMenu | null {
  if (account.appInformation.isActive !== true) return null;
  const shown = MENU_ENTRIES.filter(
    (entry) => !entry.isHidden && isMenuEntryEnabled(entry.key, account),
  );
  return {
    entries: shown.filter((entry) => !entry.isComingSoon),
    comingSoon: shown.filter((entry) => entry.isComingSoon),
  };
}

// Pages of a menu entry kept under another address: a new invoice is billing's, and the
// product purchasers page (001 §2 route table: /dashboard/schedule/shop/{productId}/users) is
// the shop's, not the schedule's.
const MORE_PATHS_OF_ENTRY: Readonly<Record<string, readonly string[]>> = {
  billing: ["/dashboard/invoices"],
  shop: ["/dashboard/schedule/shop"],
};

const DASHBOARD_PATH = "/dashboard";

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

// The menu entry a page belongs to, the one the side menu marks: a page kept under another
// entry's address first, then the entry whose address holds it. The dashboard home is its
// own entry only, not the parent of every page. Paths match as the router does: in any case,
// with or without a trailing slash.
export function menuEntryOfPage(address: string): MenuEntry | null {
  const pathname = address.toLowerCase().replace(/\/+$/, "");
  const sections = MENU_ENTRIES.filter((entry) => entry.path !== DASHBOARD_PATH);
  return (
    sections.find((entry) =>
      (MORE_PATHS_OF_ENTRY[entry.key] ?? []).some((path) => isUnder(pathname, path)),
    ) ??
    sections.find((entry) => isUnder(pathname, entry.path)) ??
    MENU_ENTRIES.find((entry) => entry.path === pathname) ??
    null
  );
}

// Issue #19: a feature whose menu entry is switched off, so its pages and its API's writes
// are refused too. Without an active app there is no menu at all, so nothing is switched off
// one by one.
export function isFeatureSwitchedOff(key: string, account: MenuAccount): boolean {
  return account.appInformation.isActive === true && !isMenuEntryEnabled(key, account);
}

// 000 §2 / 001 §6: a card is collected at the terminal only while the terminal and payments
// (Billing) are both switched on: the server refuses a checkout otherwise, and the event and
// product views offer no Collect Payment, however many active terminals the account lists.
export const TERMINAL_CHECKOUT_FEATURES = ["terminal", "billing"] as const;

export const isTerminalCheckoutSwitchedOn = (account: MenuAccount): boolean =>
  TERMINAL_CHECKOUT_FEATURES.every((key) => !isFeatureSwitchedOff(key, account));

// A switched-off feature's pages answer as its menu does: the menu entry whose switch is off
// and whose pages include `pathname`, or null when the page may open.
export function switchedOffMenuEntry(pathname: string, account: MenuAccount): MenuEntry | null {
  const entry = menuEntryOfPage(pathname);
  return entry && isFeatureSwitchedOff(entry.key, account) ? entry : null;
}
