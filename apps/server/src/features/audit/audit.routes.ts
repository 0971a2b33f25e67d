import { ZAuditFilters, ZAuditPage, ZListAuditQuery } from "@studiodesk/core/contracts/audit";
import { staffRoutes } from "../../shared/staff-routes";
import { readAuditFilters, readAuditPage } from "./audit.service";

// Issue #20: admins read their organization's audit log (the Activity page). Read-only: the
// log is append-only for the application (migration 0016).
export const auditRoutes = staffRoutes("audit", (route) => {
  route.get(
    "/audit",
    { querystring: ZListAuditQuery, response: ZAuditPage },
    ({ deps, auth, query }) => readAuditPage(deps, auth, query),
  );
  route.get("/audit/filters", { response: ZAuditFilters }, ({ deps, auth }) =>
    readAuditFilters(deps, auth),
  );
});
