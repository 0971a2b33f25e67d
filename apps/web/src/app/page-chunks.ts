import { importSchedulePage } from "./schedule-page-chunk";

// The pages' chunks, each loaded on the first visit to its route. Only dynamic imports live
// here, so the entry can name them (to start a first visit's page early) without loading any.
export const importSignInPage = () => import("../features/auth/pages/SignInPage");
export const importAppLayout = () => import("./layout/AppLayout");
export const importDashboardHomePage = () =>
  Promise.all([
    import("../features/dashboard/pages/DashboardHomePage"),
    import("../features/schedule/running-events"),
  ]);
export const importEventAttendeesPage = () =>
  import("../features/schedule/pages/EventAttendeesPage");
export const importNewEventPage = () => import("../features/schedule/pages/NewEventPage");
export const importVideosPage = () => import("../features/videos/pages/VideosPage");
export const importDocumentsPage = () => import("../features/documents/pages/DocumentsPage");
export const importResourcesPage = () => import("../features/resources/pages/ResourcesPage");
// The profile's Invoices tab is billing's list; both chunks load together.
export const importMemberProfilePage = () =>
  Promise.all([
    import("../features/members/pages/MemberProfilePage"),
    import("../features/billing/invoices/InvoicesPanel"),
  ]);
export const importSettingsPage = () => import("../features/settings/pages/SettingsPage");
export const importReportsPage = () => import("../features/settings/pages/ReportsPage");
export const importActivityPage = () => import("../features/settings/pages/ActivityPage");
export const importEventPage = () => import("../features/schedule/pages/EventPage");
export const importMembersPage = () => import("../features/members/pages/MembersPage");
export const importShopPage = () => import("../features/shop/pages/ShopPage");
export const importProductPage = () => import("../features/shop/pages/ProductPage");
export const importClassesPage = () => import("../features/schedule/classes/pages/ClassesPage");
export const importClassPage = () => import("../features/schedule/classes/pages/ClassPage");
export const importNewClassPage = () => import("../features/schedule/classes/pages/NewClassPage");
export const importClassMembersPage = () =>
  import("../features/schedule/classes/pages/ClassMembersPage");
export const importProductPurchasersPage = () =>
  import("../features/shop/pages/ProductPurchasersPage");
export const importNotificationsPage = () =>
  import("../features/notifications/pages/NotificationsPage");
export const importNewNotificationModal = () =>
  import("../features/notifications/components/NewNotificationModal");
export const importAdminNotificationsPage = () =>
  import("../features/admin-notifications/pages/AdminNotificationsPage");
export const importBookingsPage = () => import("../features/bookings/pages/BookingsPage");
export const importBillingPage = () => import("../features/billing/pages/BillingPage");
export const importNewInvoicePage = () => import("../features/billing/new-invoice/NewInvoicePage");
export const importTerminalsPage = () => import("../features/terminal/pages/TerminalsPage");
export const importTerminalCheckoutPage = () =>
  import("../features/terminal/pages/TerminalCheckoutPage");

// A first visit's page, by its path: its code starts loading beside the app's own code instead
// of after it. Only a head start: the router loads whatever page it matches all the same.
const FIRST_VISIT_PAGES: Array<[path: RegExp, importers: Array<() => Promise<unknown>>]> = [
  [/^\/login\/?$/, [importSignInPage]],
  [/^\/dashboard\/?$/, [importAppLayout, importDashboardHomePage]],
  [/^\/dashboard\/members\/?$/, [importAppLayout, importMembersPage]],
  [/^\/dashboard\/members\/profile\/?$/, [importAppLayout, importMemberProfilePage]],
  [/^\/dashboard\/schedule\/?$/, [importAppLayout, importSchedulePage]],
  [/^\/dashboard\/schedule\/event\/[^/]+\/?$/, [importAppLayout, importEventPage]],
  [/^\/dashboard\/classes\/?$/, [importAppLayout, importClassesPage]],
  [/^\/dashboard\/shop\/?$/, [importAppLayout, importShopPage]],
  [/^\/dashboard\/billing\/?$/, [importAppLayout, importBillingPage]],
  [/^\/dashboard\//, [importAppLayout]],
];

export function firstVisitImporters(pathname: string): Array<() => Promise<unknown>> {
  return FIRST_VISIT_PAGES.find(([path]) => path.test(pathname))?.[1] ?? [];
}

export function preloadFirstVisitPage(pathname: string): void {
  // A failed head start is not an error: the router loads the page again and reports that.
  for (const importer of firstVisitImporters(pathname)) importer().catch(() => {});
}
