import { MESSAGES } from "@studiodesk/core/messages";
import type { Params, UIMatch } from "react-router";

export type Crumb = { title: string; pathname: string };

// The first crumb of every signed-in page, where a trail starts.
export const DASHBOARD_CRUMB: Crumb = { title: MESSAGES.dashboard, pathname: "/dashboard" };

// Route names shown in the breadcrumb and the document title. A page kept under another
// section's address names the crumbs that really lead to it (`trail`, from the dashboard
// down), in place of its parent routes'.
export type RouteHandle = { title: string; trail?: (params: Params) => Crumb[] };

export function routeTitle(title: string, trail?: RouteHandle["trail"]): RouteHandle {
  return trail ? { title, trail } : { title };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

export type TitledMatch = Crumb & { id: string };

export function titledMatches(matches: UIMatch[]): TitledMatch[] {
  const crumbs: TitledMatch[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    const trail = match.handle.trail?.(match.params);
    if (trail) {
      crumbs.length = 0;
      crumbs.push(...trail.map((crumb) => ({ ...crumb, id: `${match.id}:${crumb.pathname}` })));
    }
    crumbs.push({ id: match.id, pathname: match.pathname, title: match.handle.title });
  }
  return crumbs;
}
