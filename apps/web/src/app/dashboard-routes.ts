import { MESSAGES } from "@studiodesk/core/messages";
import { isFeatureSwitchedOff } from "@studiodesk/core/rules/navigation";
import type { QueryClient } from "@tanstack/react-query";
import { createElement } from "react";
import type { RouteObject } from "react-router";
import { BILLING_PATH } from "../features/billing/billing-paths";
import { frontDeskTodayQueryOptions } from "../features/dashboard/dashboard.api";
import { prefetchCurrentCalendarMonth } from "../features/schedule/calendar-month-query";
import { shopKeys } from "../features/shop/shop-keys";
import { productPath, SHOP_PATH } from "../features/shop/shop-paths";
import { RedirectWithNotice } from "../shared/components/RedirectWithNotice";
import { cachedSession, isChoosingOrganization } from "../shared/session";
import { indexPage, lazyPage, pageRoute } from "./load-chunk";
import { MissingIdRedirect } from "./MissingIdRedirect";
import { DASHBOARD_CRUMB, routeTitle } from "./route-handle";

// The pages' chunks, each loaded on the first visit to its route.
const importSchedulePage = () => import("../features/schedule/pages/SchedulePage");
// The month grid (FullCalendar) loads apart from the page: a phone shows the agenda instead.
const importScheduleGrid = () => import("../features/schedule/components/CalendarGrid");
const WIDE_SCREEN_QUERY = "(min-width: 48em)";
const importEventAttendeesPage = () => import("../features/schedule/pages/EventAttendeesPage");
const importNewEventPage = () => import("../features/schedule/pages/NewEventPage");
const importVideosPage = () => import("../features/videos/pages/VideosPage");
const importDocumentsPage = () => import("../features/documents/pages/DocumentsPage");
const importResourcesPage = () => import("../features/resources/pages/ResourcesPage");
// The profile's Invoices tab is billing's list; both chunks load together.
const importMemberProfilePage = () =>
  Promise.all([
    import("../features/members/pages/MemberProfilePage"),
    import("../features/billing/invoices/InvoicesPanel"),
  ]);
const importSettingsPage = () => import("../features/settings/pages/SettingsPage");
const importReportsPage = () => import("../features/settings/pages/ReportsPage");
const importActivityPage = () => import("../features/settings/pages/ActivityPage");
const importEventPage = () => import("../features/schedule/pages/EventPage");
const importMembersPage = () => import("../features/members/pages/MembersPage");
const importShopPage = () => import("../features/shop/pages/ShopPage");
const importProductPage = () => import("../features/shop/pages/ProductPage");
const importClassesPage = () => import("../features/schedule/classes/pages/ClassesPage");
const importClassPage = () => import("../features/schedule/classes/pages/ClassPage");
const importNewClassPage = () => import("../features/schedule/classes/pages/NewClassPage");
const importClassMembersPage = () => import("../features/schedule/classes/pages/ClassMembersPage");
const importProductPurchasersPage = () => import("../features/shop/pages/ProductPurchasersPage");
const importNotificationsPage = () => import("../features/notifications/pages/NotificationsPage");
const importNewNotificationModal = () =>
  import("../features/notifications/components/NewNotificationModal");
const importAdminNotificationsPage = () =>
  import("../features/admin-notifications/pages/AdminNotificationsPage");
const importBookingsPage = () => import("../features/bookings/pages/BookingsPage");
const importBillingPage = () => import("../features/billing/pages/BillingPage");
const importNewInvoicePage = () => import("../features/billing/new-invoice/NewInvoicePage");
const importTerminalsPage = () => import("../features/terminal/pages/TerminalsPage");
const importTerminalCheckoutPage = () => import("../features/terminal/pages/TerminalCheckoutPage");

// The schedule is the busiest page and the heaviest chunk (the calendar): its code starts
// loading when the pointer or the keyboard focus reaches its menu entry, a moment before the
// click. Not on idle: the calendar restyles the whole page as it loads, a long main-thread
// task on a page the user may not be leaving (issue #19).
const PAGES_FETCHED_ON_INTENT: Record<string, () => Promise<unknown>> = {
  "/dashboard/schedule": () =>
    Promise.all([
      importSchedulePage(),
      window.matchMedia(WIDE_SCREEN_QUERY).matches ? importScheduleGrid() : null,
    ]),
};

// 001 §2 Event view: "If no eventId is given … the user goes back to the schedule", with the
// notice of an event that is not found (as a refused id does).
const eventIdMissing = () =>
  createElement(RedirectWithNotice, {
    to: "/dashboard/schedule",
    notice: MESSAGES.eventNotFound,
  });

export function prefetchPageCode(path: string): void {
  PAGES_FETCHED_ON_INTENT[path]?.().catch(() => {});
}

// 001 §2 Route table, below /dashboard. Paths are relative; titles feed the breadcrumb. The
// loaders prefetch into the given client: the browser's one, or the server's for one request.
export const dashboardRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    // The Today panel's one request travels while the page's code loads (no panel, and no
    // request, while the organization's schedule is switched off).
    loader: () => {
      const session = cachedSession(queryClient);
      const isScheduleOff = session && isFeatureSwitchedOff("schedule", session.account);
      if (!isChoosingOrganization(queryClient) && !isScheduleOff) {
        void queryClient.prefetchQuery(frontDeskTodayQueryOptions());
      }
      return null;
    },
    lazy: lazyPage(
      () =>
        Promise.all([
          import("../features/dashboard/pages/DashboardHomePage"),
          import("../features/schedule/running-events"),
        ]),
      // The featured picker lists the schedule's events; features meet here, in the router.
      ([{ DashboardHomePage }, { useRunningEvents }]) =>
        () =>
          createElement(DashboardHomePage, { useRunningEvents }),
    ),
  },
  {
    path: "schedule",
    handle: routeTitle(MESSAGES.schedule),
    children: [
      {
        index: true,
        // Runs as the navigation starts, beside the lazy page, and never waits for the data.
        // The month's query is a static import, a few hundred bytes: imported on demand, the
        // request waited for that module's graph behind the page's own chunks, 70 ms after the
        // click, and the grid was drawn twice, empty and then full (the bench's render budget).
        loader: () => {
          prefetchCurrentCalendarMonth(queryClient);
          return null;
        },
        lazy: lazyPage(importSchedulePage, (m) => m.SchedulePage),
      },
      // /event/ and /event/users: the event view's and attendees' addresses without an id (a
      // static segment outranks :eventId, so "users" is never read as an event id).
      {
        path: "event",
        children: [
          { index: true, Component: eventIdMissing },
          { path: "users", Component: eventIdMissing },
        ],
      },
      {
        path: "event/:eventId",
        handle: routeTitle(MESSAGES.event),
        children: [
          indexPage(importEventPage, (m) => m.EventPage),
          pageRoute(
            "users",
            MESSAGES.eventAttendees,
            importEventAttendeesPage,
            (m) => m.EventAttendeesPage,
          ),
        ],
      },
      pageRoute("newevent", MESSAGES.newEvent, importNewEventPage, (m) => m.NewEventPage),
      // 001 §2 Shop item users: "without it [productId], back to the shop with refresh":
      // /shop/, /shop/users and /shop//users go back to a product list asked afresh.
      {
        path: "shop/*",
        loader: () => {
          void queryClient.invalidateQueries({ queryKey: shopKeys.products() });
          return null;
        },
        element: createElement(MissingIdRedirect, {
          to: SHOP_PATH,
          notice: MESSAGES.productNotFound,
        }),
      },
      // The shop's page under the schedule's address: its crumbs lead through the shop.
      {
        ...pageRoute(
          "shop/:productId/users",
          MESSAGES.productPurchasers,
          importProductPurchasersPage,
          (m) => m.ProductPurchasersPage,
        ),
        handle: routeTitle(MESSAGES.productPurchasers, ({ productId = "" }) => [
          DASHBOARD_CRUMB,
          { title: MESSAGES.shop, pathname: SHOP_PATH },
          { title: MESSAGES.product, pathname: productPath(productId) },
        ]),
      },
    ],
  },
  pageRoute("booking", MESSAGES.bookings, importBookingsPage, (m) => m.BookingsPage),
  {
    path: "shop",
    handle: routeTitle(MESSAGES.shop),
    children: [
      {
        index: true,
        // The first page of active products travels while the page's code loads.
        loader: () => {
          void import("../features/shop/shop.api").then((shop) =>
            queryClient.prefetchQuery(shop.productsPageQueryOptions(true, 1)),
          );
          return null;
        },
        lazy: lazyPage(importShopPage, (m) => m.ShopPage),
      },
      pageRoute(":productId", MESSAGES.product, importProductPage, (m) => m.ProductPage),
    ],
  },
  {
    path: "classes",
    handle: routeTitle(MESSAGES.classes),
    children: [
      indexPage(importClassesPage, (m) => m.ClassesPage),
      pageRoute("newclass", MESSAGES.newClass, importNewClassPage, (m) => m.NewClassPage),
      {
        path: ":classId",
        handle: routeTitle(MESSAGES.class),
        children: [
          {
            index: true,
            // The class view's Send Notification opens the notifications feature's modal.
            lazy: lazyPage(
              () => Promise.all([importClassPage(), importNewNotificationModal()]),
              ([page, modal]) =>
                () =>
                  createElement(page.ClassPage, { NotificationModal: modal.NewNotificationModal }),
            ),
          },
          pageRoute(
            "users",
            MESSAGES.classMembers,
            importClassMembersPage,
            (m) => m.ClassMembersPage,
          ),
        ],
      },
    ],
  },
  pageRoute("videos", MESSAGES.videos, importVideosPage, (m) => m.VideosPage),
  pageRoute("documents", MESSAGES.documents, importDocumentsPage, (m) => m.DocumentsPage),
  pageRoute("resources", MESSAGES.resources, importResourcesPage, (m) => m.ResourcesPage),
  pageRoute("billing", MESSAGES.billing, importBillingPage, (m) => m.BillingPage),
  // Billing's page outside its address (001 §2 route table): its crumbs lead through billing.
  {
    ...pageRoute(
      "invoices/newinvoice",
      MESSAGES.newInvoice,
      importNewInvoicePage,
      (m) => m.NewInvoicePage,
    ),
    handle: routeTitle(MESSAGES.newInvoice, () => [
      DASHBOARD_CRUMB,
      { title: MESSAGES.billing, pathname: BILLING_PATH },
    ]),
  },
  {
    path: "members",
    handle: routeTitle(MESSAGES.members),
    children: [
      indexPage(importMembersPage, (m) => m.MembersPage),
      pageRoute(
        "profile",
        "Member Profile",
        importMemberProfilePage,
        ([profile, billing]) =>
          () =>
            createElement(profile.MemberProfilePage, { InvoicesTab: billing.InvoicesPanel }),
      ),
    ],
  },
  {
    path: "terminal",
    handle: routeTitle(MESSAGES.terminals),
    children: [
      indexPage(importTerminalsPage, (m) => m.TerminalsPage),
      pageRoute(
        ":readerId",
        MESSAGES.terminalCheckout,
        importTerminalCheckoutPage,
        (m) => m.TerminalCheckoutPage,
      ),
    ],
  },
  pageRoute(
    "notifications",
    MESSAGES.notifications,
    importNotificationsPage,
    (m) => m.NotificationsPage,
  ),
  pageRoute(
    "admin-notifications",
    MESSAGES.adminNotifications,
    importAdminNotificationsPage,
    (m) => m.AdminNotificationsPage,
  ),
  {
    path: "settings",
    handle: routeTitle(MESSAGES.settings),
    children: [
      indexPage(importSettingsPage, (m) => m.SettingsPage),
      // 001 §7 Reports: the route table names no page for them, so they sit under settings.
      pageRoute("reports", MESSAGES.reports, importReportsPage, (m) => m.ReportsPage),
      // Issue #20: the organization's audit log.
      pageRoute("activity", MESSAGES.activity, importActivityPage, (m) => m.ActivityPage),
    ],
  },
];
