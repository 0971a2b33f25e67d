import { z } from "zod";
import { MESSAGES } from "../messages";
import { isDayInSaneRange } from "../rules/safe-input";
import { ZId, ZInstant } from "./common";

// 001 §7 Reports, §9: the exports a page can ask for. Each becomes one spreadsheet workbook.
export const REPORT_KINDS = [
  "users",
  "classes",
  "classUsers",
  "eventUsers",
  "eventMonthly",
  "productUsers",
] as const;
export const ZReportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof ZReportKind>;

// 001 §9: the monthly allowance is counted per type, event or user.
export const ZReportType = z.enum(["event", "user"]);
export type ReportType = z.infer<typeof ZReportType>;

// running: the job is writing the workbook; ready: stored, with a download link; failed: the
// job gave up, nothing is offered for download.
export const ZReportStatus = z.enum(["running", "ready", "failed"]);
export type ReportStatus = z.infer<typeof ZReportStatus>;

const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please choose a month as YYYY-MM.")
  // Its first day inside the sane range (rules/safe-input), as every date the API takes.
  .refine((month) => isDayInSaneRange(`${month}-01`), MESSAGES.dateOutOfRange);

// POST /api/v1/reports: what to export; the ids must be the organization's.
export const ZCreateReportRequest = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("users") }).strict(),
  z.object({ kind: z.literal("classes") }).strict(),
  z.object({ kind: z.literal("classUsers"), classId: ZId }).strict(),
  // eventStart: the date whose attendance the sheet shows (the attendees page's, 001 §2).
  z
    .object({ kind: z.literal("eventUsers"), eventId: ZId, eventStart: ZInstant.optional() })
    .strict(),
  z.object({ kind: z.literal("eventMonthly"), month: ZMonth }).strict(),
  z.object({ kind: z.literal("productUsers"), productId: ZId }).strict(),
]);
export type CreateReportRequest = z.infer<typeof ZCreateReportRequest>;

// 001 §3 Report {reportId, reportTitle, reportDownloadLink, uploadTimestamp}, plus what the
// dashboard needs to show progress while the job runs.
export const ZReport = z.object({
  reportId: z.string(),
  reportTitle: z.string(),
  reportKind: ZReportKind,
  reportType: ZReportType,
  status: ZReportStatus,
  rowsWritten: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  // A signed link, made fresh on every read; null until the workbook is stored.
  reportDownloadLink: z.string().nullable(),
  uploadTimestamp: z.string(),
});
export type Report = z.infer<typeof ZReport>;

export const ZReportList = z.object({ reports: z.array(ZReport) });
export type ReportList = z.infer<typeof ZReportList>;

export const ZReportParams = z.object({ reportId: ZId });

export const ZReportAllowanceQuery = z.object({ reportType: ZReportType });

// 001 §7 "check whether reports are allowed (true or false)".
export const ZReportAllowance = z.object({ isAllowed: z.boolean() });
export type ReportAllowance = z.infer<typeof ZReportAllowance>;
