import type { ReportKind, ReportType } from "@studiodesk/core/contracts/reports";
import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import { ofOrganization } from "../../db/tenant-filters";

const reportColumns = [
  "id",
  "kind",
  "report_type",
  "title",
  "status",
  "params",
  "storage_key",
  "rows_written",
  "rows_total",
  "created_by",
  "created_at",
] as const;

export type ReportRow = {
  id: string;
  kind: ReportKind;
  report_type: ReportType;
  title: string;
  status: "running" | "ready" | "failed";
  params: Record<string, string>;
  storage_key: string | null;
  rows_written: number;
  rows_total: number | null;
  created_by: string | null;
  created_at: Date;
};

// Queues concurrent exports of one organization and type behind each other until the first
// commits, so each counts the reports the others recorded (two at 4 of 5 leave one through).
export async function lockReportAllowance(trx: Trx, orgId: string, type: ReportType) {
  await sql`select pg_advisory_xact_lock(hashtext(${`reports:${orgId}:${type}`}))`.execute(trx);
}

// Reports of a type made in [from, to); a failed one did not give the organization a file.
export async function countReportsBetween(
  trx: Trx,
  orgId: string,
  type: ReportType,
  window: { from: Date; to: Date },
): Promise<number> {
  const row = await trx
    .selectFrom("reports")
    .select(sql<string>`count(*)`.as("count"))
    .where("org_id", "=", orgId)
    .where("report_type", "=", type)
    .where("created_at", ">=", window.from)
    .where("created_at", "<", window.to)
    .where("status", "<>", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// The organization's own allowance (000 §9); no account row means no allowance at all.
export async function findMonthlyReportLimit(trx: Trx, orgId: string): Promise<number> {
  const row = await trx
    .selectFrom("org_accounts")
    .select("monthly_report_limit")
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return row?.monthly_report_limit ?? 0;
}

export async function insertReport(
  trx: Trx,
  orgId: string,
  report: {
    id: string;
    kind: ReportKind;
    reportType: ReportType;
    title: string;
    params: Record<string, string>;
    createdBy: string;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto("reports")
    .values({
      org_id: orgId,
      id: report.id,
      kind: report.kind,
      report_type: report.reportType,
      title: report.title,
      params: JSON.stringify(report.params),
      created_by: report.createdBy,
      created_at: report.createdAt,
    })
    .execute();
}

export async function findReport(trx: Trx, orgId: string, id: string) {
  return trx
    .selectFrom("reports")
    .select(reportColumns)
    .where(ofOrganization(orgId, id))
    .executeTakeFirst() as Promise<ReportRow | undefined>;
}

export async function listReports(trx: Trx, orgId: string, limit: number) {
  return trx
    .selectFrom("reports")
    .select(reportColumns)
    .where("org_id", "=", orgId)
    .$call(newestFirst)
    .limit(limit)
    .execute() as Promise<ReportRow[]>;
}

// Progress of a running report; a report already finished is left as it is.
export async function updateReportProgress(
  trx: Trx,
  orgId: string,
  id: string,
  progress: { rowsWritten: number; rowsTotal: number | null },
): Promise<void> {
  await trx
    .updateTable("reports")
    .set({ rows_written: progress.rowsWritten, rows_total: progress.rowsTotal })
    .where(ofOrganization(orgId, id))
    .where("status", "=", "running")
    .execute();
}

// The workbook is stored: from now on the report offers it. True when this call finished it.
export async function markReportReady(
  trx: Trx,
  orgId: string,
  id: string,
  done: { storageKey: string; rowsWritten: number; finishedAt: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable("reports")
    .set({
      status: "ready",
      storage_key: done.storageKey,
      rows_written: done.rowsWritten,
      rows_total: done.rowsWritten,
      finished_at: done.finishedAt,
    })
    .where(ofOrganization(orgId, id))
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markReportFailed(
  trx: Trx,
  orgId: string,
  id: string,
  finishedAt: Date,
): Promise<void> {
  await trx
    .updateTable("reports")
    .set({ status: "failed", finished_at: finishedAt })
    .where(ofOrganization(orgId, id))
    .where("status", "=", "running")
    .execute();
}
