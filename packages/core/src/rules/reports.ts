import type { ReportKind, ReportType } from "../contracts/reports";
import { MESSAGES } from "../messages";
import { fillMessage } from "./fill-message";
import { instantToWallClock } from "./wall-clock";
import { zonedInstant } from "./zoned-time";

// 000 §9, 001 §9: an organization may make fewer than this many reports of a type in a
// calendar month unless its own setting says otherwise.
export const DEFAULT_MONTHLY_REPORT_LIMIT = 5;

// 001 §9 counts reports per type: the schedule's exports are event reports, the member and
// purchaser lists user reports.
const REPORT_TYPE_BY_KIND: Record<ReportKind, ReportType> = {
  users: "user",
  productUsers: "user",
  classes: "event",
  classUsers: "event",
  eventUsers: "event",
  eventMonthly: "event",
};

export const reportTypeOf = (kind: ReportKind): ReportType => REPORT_TYPE_BY_KIND[kind];

// "Reports allowed when fewer than 5 in a calendar month" (001 §9), with the organization's limit.
export const isReportAllowed = (madeThisMonth: number, monthlyLimit: number): boolean =>
  madeThisMonth < monthlyLimit;

// The calendar month that holds `now` on the organization's wall clock, as instants [from, to).
export function reportMonthWindow(now: Date, timeZone: string): { from: Date; to: Date } {
  const [year = 0, month = 1] = instantToWallClock(now, timeZone).split("-").map(Number);
  return monthWindow(year, month, timeZone);
}

// "2026-03" on the organization's wall clock, as instants [from, to).
export function monthWindow(year: number, month: number, timeZone: string) {
  return {
    from: new Date(zonedInstant(timeZone, year, month - 1, 1, 0, 0)),
    to: new Date(zonedInstant(timeZone, year, month, 1, 0, 0)),
  };
}

const REPORT_TITLE_BY_KIND: Record<ReportKind, string> = {
  users: "Users",
  classes: "Classes",
  classUsers: "Class Users",
  eventUsers: "Event Users",
  eventMonthly: "Event Monthly Report",
  productUsers: "Product Users",
};

// "Class Users - Morning Flow"; the members and classes lists have no subject.
export function reportTitle(kind: ReportKind, subject?: string): string {
  const base = REPORT_TITLE_BY_KIND[kind];
  return subject ? `${base} - ${subject}` : base;
}

// What the progress line says while a workbook is written.
export function reportProgressText(rowsWritten: number, rowsTotal: number | null): string {
  if (rowsTotal === null || rowsTotal === 0) return `${rowsWritten} rows written`;
  const percent = Math.min(100, Math.floor((rowsWritten / rowsTotal) * 100));
  return `${percent}% (${rowsWritten} of ${rowsTotal} rows)`;
}

// "Download Users made December 01, 2026, 9:56 PM": a Reports row's link named apart from the
// others, whose visible text is the same Download.
export const downloadReportLabel = (title: string, madeAt: string): string =>
  fillMessage(MESSAGES.downloadReport, { title, date: madeAt });

// The names of the Reports list's Download links, in the list's order (newest first). One
// title exported twice in a minute would give two links one name: those are told apart by
// their place in the order they were made, "… (report 1 of 2)" the earlier, so a newer export
// leaves the names already heard as they were.
export function downloadReportLabels(
  reports: ReadonlyArray<{ title: string; madeAt: string }>,
): string[] {
  const labels = reports.map((report) => downloadReportLabel(report.title, report.madeAt));
  const totals = new Map<string, number>();
  for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + 1);
  const numbersLeft = new Map(totals);
  return labels.map((label) => {
    const total = totals.get(label) ?? 1;
    if (total === 1) return label;
    const number = numbersLeft.get(label) ?? 1;
    numbersLeft.set(label, number - 1);
    return fillMessage(MESSAGES.downloadReportOneOf, { label, number, total });
  });
}
