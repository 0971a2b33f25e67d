// The pages' chunks, each loaded on the first visit to its route (the router's `lazy`).
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
