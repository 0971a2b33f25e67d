import {
  ZCreateReportRequest,
  ZReport,
  ZReportAllowance,
  ZReportAllowanceQuery,
  ZReportList,
  ZReportParams,
} from "@studiodesk/core/contracts/reports";
import { staffRoutes } from "../../shared/staff-routes";
import {
  getReport,
  listOrganizationReports,
  reportAllowance,
  requestReport,
} from "./reports.service";

// 001 §7 Reports: export (a job writes the workbook; poll the report for progress), the
// allowance check, and the list of reports to fetch again.
export const reportsRoutes = staffRoutes("reports", (route) => {
  route.post(
    "/reports",
    { body: ZCreateReportRequest, response: ZReport, status: 201 },
    ({ deps, auth, body }) => requestReport(deps, auth, body),
  );

  route.get("/reports", { response: ZReportList }, async ({ deps, auth }) => ({
    reports: await listOrganizationReports(deps, auth),
  }));

  route.get(
    "/reports/allowance",
    { querystring: ZReportAllowanceQuery, response: ZReportAllowance },
    ({ deps, auth, query }) => reportAllowance(deps, auth, query.reportType),
  );

  route.get(
    "/reports/:reportId",
    { params: ZReportParams, response: ZReport },
    ({ deps, auth, params }) => getReport(deps, auth, params.reportId),
  );
});
