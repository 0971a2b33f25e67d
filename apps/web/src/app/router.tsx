import { MESSAGES } from "@studiodesk/core/messages";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { FullPageLoader } from "../shared/components/FullPageLoader";
import { Redirect } from "../shared/components/Redirect";
import { dashboardRoutes } from "./dashboard-routes";
import { FeatureSwitchGuard } from "./FeatureSwitchGuard";
import { lazyPage, pageRoute } from "./load-chunk";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { RequireSession } from "./RequireSession";
import { RequireSignedOut } from "./RequireSignedOut";
import { DASHBOARD_CRUMB, routeTitle } from "./route-handle";

// The app's routes, for the browser's router (main.tsx) and the server's render
// (entry-server.tsx) alike.
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: "/",
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: RequireSignedOut,
        children: [
          pageRoute(
            "login",
            MESSAGES.signIn,
            () => import("../features/auth/pages/SignInPage"),
            (m) => m.SignInPage,
          ),
        ],
      },
      // Reachable signed in or out: the link arrives by email.
      pageRoute(
        "reset-password",
        MESSAGES.resetPassword,
        () => import("../features/auth/pages/ResetPasswordPage"),
        (m) => m.ResetPasswordPage,
      ),
      {
        Component: RequireSession,
        children: [
          { index: true, element: <Redirect to="/dashboard" /> },
          {
            path: "dashboard",
            // Its own chunk: the sign-in page's first load does not carry the shell's menus.
            lazy: lazyPage(
              () => import("./layout/AppLayout"),
              (m) => m.AppLayout,
            ),
            handle: routeTitle(DASHBOARD_CRUMB.title),
            children: [
              {
                // Inside the shell, so a failed page keeps the menu and header around it.
                ErrorBoundary: RouteErrorPage,
                Component: FeatureSwitchGuard,
                children: [
                  ...dashboardRoutes(queryClient),
                  // Named, so the breadcrumb and the tab do not call it "Dashboard".
                  {
                    path: "*",
                    Component: NotFoundPage,
                    handle: routeTitle(MESSAGES.pageNotFound),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage isStandalone /> },
    ],
  },
];
