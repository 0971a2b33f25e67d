import { ZSearchQuery, ZSearchResults } from "@studiodesk/core/contracts/search";
import { staffRoutes } from "../../shared/staff-routes";
import { searchOrganization } from "./search.service";

// 000 §2: the top bar's Search box (⌘K / Ctrl+K) asks this one endpoint.
export const searchRoutes = staffRoutes("search", (route) => {
  route.get(
    "/search",
    { querystring: ZSearchQuery, response: ZSearchResults },
    ({ deps, auth, query }) => searchOrganization(deps, auth, query.q),
  );
});
