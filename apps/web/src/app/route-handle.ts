import type { UIMatch } from "react-router";

// Route names shown in the breadcrumb and the document title.
export type RouteHandle = { title: string };

export function routeTitle(title: string): RouteHandle {
  return { title };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

export type TitledMatch = { id: string; pathname: string; title: string };

export function titledMatches(matches: UIMatch[]): TitledMatch[] {
  return matches.flatMap((match) =>
    isRouteHandle(match.handle)
      ? [{ id: match.id, pathname: match.pathname, title: match.handle.title }]
      : [],
  );
}
