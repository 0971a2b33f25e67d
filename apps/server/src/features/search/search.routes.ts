import {
  type SearchResults,
  ZSearchQuery,
  ZSearchResults,
} from "@studiodesk/core/contracts/search";
import { answerJson } from "../../shared/org-json-cache";
import { staffRoutes } from "../../shared/staff-routes";
import { searchOrganizationJson } from "./search.service";

// 000 §2: the top bar's Search box (⌘K / Ctrl+K) asks this one endpoint.
export const searchRoutes = staffRoutes("search", (route) => {
  route.get(
    "/search",
    { querystring: ZSearchQuery, response: ZSearchResults },
    async ({ deps, auth, query, reply }) =>
      answerJson<SearchResults>(reply, await searchOrganizationJson(deps, auth, query.q)),
  );
});
