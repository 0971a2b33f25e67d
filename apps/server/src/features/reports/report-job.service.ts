import { withTenant } from "../../db/database";
import type { JobContext } from "../../jobs/job-runner";
import type { AuthContext, Deps } from "../../shared/deps";
import { getAccount, schedulingSettings } from "../account/account.service";
import { reportSource } from "./report-sheets";
import {
  findReport,
  markReportFailed,
  markReportReady,
  type ReportRow,
  updateReportProgress,
} from "./reports.repo";
import { REPORTS_TOPIC } from "./reports.service";

export const reportStorageKey = (orgId: string, reportId: string) =>
  `private/${orgId}/report/${reportId}.xlsx`;

// The job acts for the admin who asked for the report (the schedule's month reads through it).
const requesterOf = (orgId: string, report: ReportRow): AuthContext => ({
  sessionId: `report:${report.id}`,
  userId: report.created_by ?? "",
  orgId,
  homeOrgId: orgId,
  isSuperAdmin: false,
});

// The reports.export job. The workbook is written from the start on every attempt, to a
// temporary name that storage moves to the report's key only once complete; the report
// points at it only after that, so a restart mid-export (the runner re-runs a job whose worker
// died) writes it again, and a report whose last attempt failed is marked failed with no file.
export async function runReportExport(deps: Deps, { job }: JobContext): Promise<void> {
  const orgId = job.org_id;
  const reportId = String(job.payload.reportId ?? "");
  if (!orgId) return;
  const report = await withTenant(deps.db, orgId, (trx) => findReport(trx, orgId, reportId));
  if (report?.status !== "running") return;
  try {
    await writeReport(deps, orgId, report);
  } catch (error) {
    if (job.attempts >= job.max_attempts) {
      await withTenant(deps.db, orgId, (trx) => markReportFailed(trx, orgId, reportId, deps.now()));
      await deps.events.publish(orgId, { topic: REPORTS_TOPIC, id: reportId });
    }
    throw error;
  }
}

async function writeReport(deps: Deps, orgId: string, report: ReportRow): Promise<void> {
  const auth = requesterOf(orgId, report);
  const { timeZone, currency } = schedulingSettings(await getAccount(deps, auth));
  const source = await reportSource(deps, report, auth, { timeZone, currency });
  const progress = (rowsWritten: number) =>
    withTenant(deps.db, orgId, (trx) =>
      updateReportProgress(trx, orgId, report.id, { rowsWritten, rowsTotal: source.rowsTotal }),
    );
  await progress(0);
  const key = reportStorageKey(orgId, report.id);
  const rowsWritten = await source.write(key, progress);
  const isFinished = await withTenant(deps.db, orgId, (trx) =>
    markReportReady(trx, orgId, report.id, {
      storageKey: key,
      rowsWritten,
      finishedAt: deps.now(),
    }),
  );
  // Another worker finished it first (this one was taken for dead): its file is the same.
  if (isFinished) await deps.events.publish(orgId, { topic: REPORTS_TOPIC, id: report.id });
}
