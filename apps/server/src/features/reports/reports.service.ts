import type {
  CreateReportRequest,
  Report,
  ReportAllowance,
  ReportType,
} from "@studiodesk/core/contracts/reports";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  isReportAllowed,
  reportMonthWindow,
  reportTitle,
  reportTypeOf,
} from "@studiodesk/core/rules/reports";
import { instantToWallClock } from "@studiodesk/core/rules/wall-clock";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { AppError, notFoundError, requireRow } from "../../shared/app-error";
import { recordStaffAction } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { getAccount, schedulingSettings } from "../account/account.service";
import { attendanceDateOf } from "../schedule/attendees.service";
import { findClassTitle, findProductTitle } from "./report-sources.repo";
import {
  countReportsBetween,
  findMonthlyReportLimit,
  findReport,
  insertReport,
  listReports,
  lockReportAllowance,
  type ReportRow,
} from "./reports.repo";

export const REPORT_EXPORT_JOB = "reports.export";
// The live-update topic of the Reports list and of a report's progress.
export const REPORTS_TOPIC = "reports";

// A signed link is made on every read, so a stored report can be fetched again any time.
const DOWNLOAD_LINK_SECONDS = 60 * 60;
const REPORT_LIST_LIMIT = 200;

export const reportsExceededError = () =>
  new AppError("report_limit_exceeded", MESSAGES.reportsExceeded, 429);

const reportNotFound = () => notFoundError(MESSAGES.reportNotFound);

export async function organizationTimeZone(deps: Deps, auth: AuthContext): Promise<string> {
  return schedulingSettings(await getAccount(deps, auth)).timeZone;
}

export async function toReport(deps: Deps, row: ReportRow): Promise<Report> {
  const isReady = row.status === "ready" && row.storage_key !== null;
  return {
    reportId: row.id,
    reportTitle: row.title,
    reportKind: row.kind,
    reportType: row.report_type,
    status: row.status,
    rowsWritten: row.rows_written,
    rowsTotal: row.rows_total,
    reportDownloadLink:
      isReady && row.storage_key
        ? await deps.storage.downloadUrl(row.storage_key, {
            expiresInSeconds: DOWNLOAD_LINK_SECONDS,
            // Saved under the report's title, not its storage key.
            fileName: `${row.title}.xlsx`,
          })
        : null,
    uploadTimestamp: new Date(row.created_at).toISOString(),
  };
}

// The title's subject and the job's parameters; an unknown or another organization's class,
// event or product is a 404 that names it.
async function reportSubject(
  trx: Trx,
  orgId: string,
  timeZone: string,
  request: CreateReportRequest,
): Promise<{ subject?: string; params: Record<string, string> }> {
  const found = (
    subject: string | undefined,
    notFoundMessage: string,
    params: Record<string, string>,
  ) => {
    if (subject === undefined) throw notFoundError(notFoundMessage);
    return { subject, params };
  };
  switch (request.kind) {
    case "users":
    case "classes":
      return { params: {} };
    case "classUsers":
      return found(await findClassTitle(trx, orgId, request.classId), MESSAGES.classNotFound, {
        classId: request.classId,
      });
    case "eventUsers": {
      // A series' export is one date's attendance; its title says which.
      const { title, occurrenceStart } = await attendanceDateOf(trx, orgId, request);
      if (!occurrenceStart) return { subject: title, params: { eventId: request.eventId } };
      return {
        subject: `${title} (${instantToWallClock(occurrenceStart, timeZone).slice(0, 10)})`,
        params: { eventId: request.eventId, occurrenceStart: occurrenceStart.toISOString() },
      };
    }
    case "productUsers":
      return found(
        await findProductTitle(trx, orgId, request.productId),
        MESSAGES.productNotFound,
        { productId: request.productId },
      );
    case "eventMonthly":
      return { subject: request.month, params: { month: request.month } };
  }
}

// 001 §7 Reports, §9: records the report and queues its job in one transaction, after
// counting this month's reports of its type under a lock, so the allowance holds however many
// exports start at once. Any failure before the commit records nothing: the check fails closed.
export async function requestReport(
  deps: Deps,
  auth: AuthContext,
  request: CreateReportRequest,
): Promise<Report> {
  const timeZone = await organizationTimeZone(deps, auth);
  const reportType = reportTypeOf(request.kind);
  const now = deps.now();
  const row = await withTenant(deps.db, auth.orgId, async (trx) => {
    const { subject, params } = await reportSubject(trx, auth.orgId, timeZone, request);
    await lockReportAllowance(trx, auth.orgId, reportType);
    const limit = await findMonthlyReportLimit(trx, auth.orgId);
    const window = reportMonthWindow(now, timeZone);
    const made = await countReportsBetween(trx, auth.orgId, reportType, window);
    if (!isReportAllowed(made, limit)) throw reportsExceededError();
    const id = newId();
    const title = reportTitle(request.kind, subject);
    await insertReport(trx, auth.orgId, {
      id,
      kind: request.kind,
      reportType,
      title,
      params,
      createdBy: auth.userId,
      createdAt: now,
    });
    // In the report's transaction: a recorded report always has its job, and a refused one none.
    await enqueueJob(trx, {
      type: REPORT_EXPORT_JOB,
      payload: { reportId: id },
      orgId: auth.orgId,
      runAt: now,
      uniqueKey: `${REPORT_EXPORT_JOB}:${id}`,
    });
    await recordStaffAction(trx, auth, {
      action: "report.requested",
      targetType: "report",
      targetId: id,
      details: { kind: request.kind, title },
    });
    return findReport(trx, auth.orgId, id);
  });
  if (!row) throw reportNotFound();
  await deps.events.publish(auth.orgId, { topic: REPORTS_TOPIC });
  return toReport(deps, row);
}

// 001 §7 "check whether reports are allowed (true or false)"; false on any error (001 §9).
export async function reportAllowance(
  deps: Deps,
  auth: AuthContext,
  reportType: ReportType,
): Promise<ReportAllowance> {
  try {
    const timeZone = await organizationTimeZone(deps, auth);
    const window = reportMonthWindow(deps.now(), timeZone);
    const isAllowed = await withTenant(deps.db, auth.orgId, async (trx) => {
      const limit = await findMonthlyReportLimit(trx, auth.orgId);
      return isReportAllowed(await countReportsBetween(trx, auth.orgId, reportType, window), limit);
    });
    return { isAllowed };
  } catch (error) {
    deps.logger.warn({ err: error, orgId: auth.orgId }, "report allowance check failed");
    return { isAllowed: false };
  }
}

export async function listOrganizationReports(deps: Deps, auth: AuthContext): Promise<Report[]> {
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listReports(trx, auth.orgId, REPORT_LIST_LIMIT),
  );
  return Promise.all(rows.map((row) => toReport(deps, row)));
}

export async function getReport(deps: Deps, auth: AuthContext, reportId: string): Promise<Report> {
  const row = await requireRow(
    withTenant(deps.db, auth.orgId, (trx) => findReport(trx, auth.orgId, reportId)),
    reportNotFound,
  );
  return toReport(deps, row);
}
