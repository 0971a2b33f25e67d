import { createBrowserRouter, Navigate } from "react-router";
import { FullPageLoader } from "../shared/components/FullPageLoader";
import { DASHBOARD_ROUTES } from "./dashboard-routes";
import { AppLayout } from "./layout/AppLayout";
import { lazyPage } from "./load-chunk";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { RequireSession } from "./RequireSession";
import { RequireSignedOut } from "./RequireSignedOut";
import { routeTitle } from "./route-handle";

export const router = createBrowserRouter([
  {
    path: "/",
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: RequireSignedOut,
        children: [
          {
            path: "login",
            handle: routeTitle("Sign In"),
            lazy: lazyPage(
              () => import("../features/auth/pages/SignInPage"),
              (module) => module.SignInPage,
            ),
          },
        ],
      },
      {
        // Reachable signed in or out: the link arrives by email.
        path: "reset-password",
        handle: routeTitle("Reset Password"),
        lazy: lazyPage(
          () => import("../features/auth/pages/ResetPasswordPage"),
          (module) => module.ResetPasswordPage,
        ),
      },
      {
        Component: RequireSession,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: "dashboard",
            Component: AppLayout,
            handle: routeTitle("Dashboard"),
            children: [
              {
                // Inside the shell, so a failed page keeps the menu and header around it.
                ErrorBoundary: RouteErrorPage,
                children: [...DASHBOARD_ROUTES, { path: "*", Component: NotFoundPage }],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage isStandalone /> },
    ],
  },
]);
