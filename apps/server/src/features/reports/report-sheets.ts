import type { CalendarMonth } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  CLASS_PRICE_MODE_LABELS,
  enrolledText,
  isActiveClass,
} from "@studiodesk/core/rules/classes";
import { genderLabel } from "@studiodesk/core/rules/members";
import { spreadsheetMoneyFormat } from "@studiodesk/core/rules/money";
import { monthWindow } from "@studiodesk/core/rules/reports";
import { instantToWallClock } from "@studiodesk/core/rules/wall-clock";
import { type Trx, withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { getCalendarMonthJson } from "../schedule/calendar.service";
import {
  type ClassExportRow,
  type ClassUserExportRow,
  countMembersToExport,
  type EventUserExportRow,
  listAttendanceTotalsByDate,
  listClassExportRows,
  listClassUserExportRows,
  listEventTicketTotals,
  listEventUserExportRows,
  listMemberExportPage,
  listProductUserExportRows,
  type MemberCursor,
  type MemberExportRow,
  type ProductUserExportRow,
} from "./report-sources.repo";
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  type ReportColumn,
  type ReportSheet,
  writeReportWorkbook,
} from "./report-workbook";
import type { ReportRow } from "./reports.repo";

// Rows per read and per progress update while members are exported.
export const MEMBER_EXPORT_PAGE_SIZE = 5_000;

export type ReportSource = {
  rowsTotal: number | null;
  // Streams the workbook to `key`; answers the number of rows written.
  write: (key: string, onRows: (rowsWritten: number) => Promise<void>) => Promise<number>;
};

// Excel has no time zones: a time is written as the organization's wall clock, so the sheet
// shows what the dashboard shows, whatever zone the reader's computer is in.
const wallClock = (instant: Date | string | null, timeZone: string): Date | null =>
  instant === null ? null : new Date(`${instantToWallClock(new Date(instant), timeZone)}Z`);

const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);

// What an export needs of the organization: the zone its times are written in and the currency
// its money is (000 §9 "formatted as currency"; core paymentCurrencyOf).
export type ExportSettings = { timeZone: string; currency: string };

// One number format per currency, worked out once rather than once per row.
const moneyFormats = new Map<string, string>();
const moneyFormat = (currency: string): string => {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    format = spreadsheetMoneyFormat(currency);
    moneyFormats.set(currency, format);
  }
  return format;
};

type MemberFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
};

// Every list of people starts with who they are, then the list's own columns.
const memberColumns = <Row extends MemberFields>(
  extra: ReportColumn<Row>[],
): ReportColumn<Row>[] => [
  { header: MESSAGES.firstName, width: 18, value: (row) => row.first_name },
  { header: MESSAGES.lastName, width: 18, value: (row) => row.last_name },
  { header: MESSAGES.email, width: 32, value: (row) => row.email },
  { header: MESSAGES.phone, width: 16, value: (row) => row.phone_number },
  ...extra,
];

const timeColumn = <Row>(
  header: string,
  timeZone: string,
  instantOf: (row: Row) => Date | string | null,
): ReportColumn<Row> => ({
  header,
  width: 18,
  numberFormat: DATE_TIME_FORMAT,
  value: (row) => wallClock(instantOf(row), timeZone),
});

async function* memberPages(deps: Deps, orgId: string): AsyncIterable<MemberExportRow[]> {
  let after: MemberCursor | null = null;
  for (;;) {
    const cursor: MemberCursor | null = after;
    const page: MemberExportRow[] = await withTenant(deps.db, orgId, (trx) =>
      listMemberExportPage(trx, orgId, cursor, MEMBER_EXPORT_PAGE_SIZE),
    );
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < MEMBER_EXPORT_PAGE_SIZE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

// A list small enough to read at once (a class, an event, a product's buyers), in one page.
async function* onePage<Row>(
  deps: Deps,
  orgId: string,
  load: (trx: Trx) => Promise<Row[]>,
): AsyncIterable<Row[]> {
  yield await withTenant(deps.db, orgId, load);
}

function usersSheet(deps: Deps, orgId: string, timeZone: string): ReportSheet<MemberExportRow> {
  return {
    name: "Users",
    columns: memberColumns<MemberExportRow>([
      {
        header: MESSAGES.dateOfBirth,
        width: 14,
        numberFormat: DATE_FORMAT,
        // A calendar day, no time or zone: midnight of it, as the other dates' wall clock.
        value: (row) => (row.date_of_birth ? new Date(`${row.date_of_birth}T00:00:00Z`) : null),
      },
      { header: MESSAGES.gender, width: 10, value: (row) => genderLabel(row.gender) },
      { header: MESSAGES.address, width: 36, value: (row) => row.address },
      {
        header: "Flagged",
        width: 10,
        value: (row) => (row.is_flagged ? MESSAGES.yes : MESSAGES.no),
      },
      timeColumn(MESSAGES.joined, timeZone, (row) => row.created_at),
      timeColumn("Last Active", timeZone, (row) => row.last_logged_in),
    ]),
    pages: memberPages(deps, orgId),
  };
}

function classesSheet(
  deps: Deps,
  orgId: string,
  { timeZone, currency }: ExportSettings,
): ReportSheet<ClassExportRow> {
  const now = deps.now();
  const status = (row: ClassExportRow) => {
    if (row.is_cancelled) return MESSAGES.eventStatusCancelled;
    const isActive = isActiveClass(
      { isActive: row.is_active, isCancelled: false, seriesEnd: new Date(row.series_end_at) },
      now,
    );
    // The classes list's Active and Inactive tables (001 §2), in the web's words.
    return isActive ? MESSAGES.active : MESSAGES.inactive;
  };
  return {
    name: MESSAGES.classes,
    columns: [
      { header: MESSAGES.title, width: 30, value: (row) => row.title },
      { header: MESSAGES.status, width: 11, value: status },
      timeColumn("First Class", timeZone, (row) => row.start_at),
      { header: "Duration (min)", width: 14, value: (row) => row.duration_seconds / 60 },
      { header: MESSAGES.location, width: 24, value: (row) => row.location?.title ?? null },
      {
        header: MESSAGES.enrolled,
        width: 14,
        value: (row) => enrolledText(row.class_users, row.max_users),
      },
      { header: MESSAGES.pending, width: 10, value: (row) => row.pending_users },
      {
        header: "Price Mode",
        width: 18,
        value: (row) => CLASS_PRICE_MODE_LABELS[row.price_mode ?? "free"],
      },
      {
        header: MESSAGES.price,
        width: 12,
        numberFormat: moneyFormat(currency),
        value: (row) =>
          fromCents(row.price_mode === "subscription" ? row.subscription_amount : row.price_amount),
      },
    ],
    pages: onePage(deps, orgId, (trx) => listClassExportRows(trx, orgId)),
  };
}

function classUsersSheet(
  deps: Deps,
  orgId: string,
  classId: string,
  timeZone: string,
): ReportSheet<ClassUserExportRow> {
  return {
    name: "Class Users",
    columns: memberColumns<ClassUserExportRow>([
      {
        header: MESSAGES.status,
        width: 12,
        value: (row) => (row.status === "subscribed" ? "Subscribed" : MESSAGES.pending),
      },
      {
        header: "Pending Payment",
        width: 16,
        value: (row) => (row.is_pending_payment ? MESSAGES.yes : MESSAGES.no),
      },
      timeColumn(MESSAGES.joined, timeZone, (row) => row.joined_at),
    ]),
    pages: onePage(deps, orgId, (trx) => listClassUserExportRows(trx, orgId, classId)),
  };
}

// Attendance is the date's the export was asked for (the attendees page's), or the event's start.
function eventUsersSheet(
  deps: Deps,
  orgId: string,
  eventId: string,
  occurrenceStart: Date | null,
  timeZone: string,
): ReportSheet<EventUserExportRow> {
  return {
    name: "Event Users",
    columns: memberColumns<EventUserExportRow>([
      { header: MESSAGES.quantity, width: 10, value: (row) => row.quantity },
      { header: MESSAGES.attendance, width: 12, value: (row) => row.attended ?? 0 },
      timeColumn("Added", timeZone, (row) => row.created_at),
    ]),
    pages: onePage(deps, orgId, (trx) =>
      listEventUserExportRows(trx, orgId, eventId, occurrenceStart),
    ),
  };
}

function productUsersSheet(
  deps: Deps,
  orgId: string,
  productId: string,
  timeZone: string,
): ReportSheet<ProductUserExportRow> {
  return {
    name: "Product Users",
    columns: memberColumns<ProductUserExportRow>([
      { header: MESSAGES.quantity, width: 10, value: (row) => row.quantity },
      { header: MESSAGES.size, width: 8, value: (row) => row.size },
      {
        header: MESSAGES.amount,
        width: 12,
        // A sale keeps the currency it was paid in, should the organization's change later.
        numberFormat: (row) => moneyFormat(row.currency),
        value: (row) => fromCents(row.amount),
      },
      timeColumn("Purchased", timeZone, (row) => row.created_at),
    ]),
    pages: onePage(deps, orgId, (trx) => listProductUserExportRows(trx, orgId, productId)),
  };
}

type MonthlyRow = {
  start: Date;
  title: string;
  isCancelled: boolean;
  attendees: number;
  tickets: number;
  attended: number;
};

// Every event occurrence that starts in the month on the organization's wall clock, with its
// event's attendees and tickets (they belong to the event, so a series repeats them on every
// date) and the attendance taken at that date.
async function monthlyRows(deps: Deps, auth: AuthContext, month: string, timeZone: string) {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const window = monthWindow(year, monthNumber, timeZone);
  const calendar = JSON.parse(
    (await getCalendarMonthJson(deps, auth, month)).toString("utf8"),
  ) as CalendarMonth;
  const entries = calendar.events.filter((entry) => {
    const start = new Date(entry.occurrenceStart).getTime();
    return entry.kind === "event" && start >= window.from.getTime() && start < window.to.getTime();
  });
  const eventIds = [...new Set(entries.map((entry) => entry.eventId))];
  const [tickets, attendance] = await withTenant(deps.db, auth.orgId, async (trx) => [
    await listEventTicketTotals(trx, auth.orgId, eventIds),
    await listAttendanceTotalsByDate(trx, auth.orgId, eventIds),
  ]);
  const dateKey = (eventId: string, occurrenceStart: Date | string) =>
    `${eventId} ${new Date(occurrenceStart).getTime()}`;
  const ticketsByEvent = new Map(tickets.map((total) => [total.event_id, total]));
  const attendedByDate = new Map(
    attendance.map((total) => [dateKey(total.event_id, total.occurrence_start), total.attended]),
  );
  return entries.map((entry): MonthlyRow => {
    const total = ticketsByEvent.get(entry.eventId);
    return {
      start: new Date(entry.eventStart),
      title: entry.eventTitle,
      isCancelled: entry.isCancelled,
      attendees: Number(total?.attendees ?? 0),
      tickets: Number(total?.tickets ?? 0),
      attended: Number(attendedByDate.get(dateKey(entry.eventId, entry.occurrenceStart)) ?? 0),
    };
  });
}

async function* monthlyPages(deps: Deps, auth: AuthContext, month: string, timeZone: string) {
  yield await monthlyRows(deps, auth, month, timeZone);
}

function eventMonthlySheet(
  deps: Deps,
  auth: AuthContext,
  month: string,
  timeZone: string,
): ReportSheet<MonthlyRow> {
  return {
    name: month,
    columns: [
      {
        header: MESSAGES.date,
        width: 12,
        numberFormat: DATE_FORMAT,
        value: (row) => wallClock(row.start, timeZone),
      },
      timeColumn(MESSAGES.start, timeZone, (row) => row.start),
      { header: MESSAGES.event, width: 30, value: (row) => row.title },
      {
        header: MESSAGES.status,
        width: 11,
        value: (row) => (row.isCancelled ? MESSAGES.eventStatusCancelled : "Scheduled"),
      },
      { header: "Attendees", width: 11, value: (row) => row.attendees },
      { header: "Tickets", width: 9, value: (row) => row.tickets },
      { header: "Attended", width: 10, value: (row) => row.attended },
    ],
    pages: monthlyPages(deps, auth, month, timeZone),
  };
}

// The workbook writer of a report and, when it is cheap to know, how many rows it will have.
export async function reportSource(
  deps: Deps,
  report: ReportRow,
  auth: AuthContext,
  settings: ExportSettings,
): Promise<ReportSource> {
  const { orgId } = auth;
  const { timeZone } = settings;
  const { params } = report;
  switch (report.kind) {
    case "users": {
      const total = await withTenant(deps.db, orgId, (trx) => countMembersToExport(trx, orgId));
      return sourceOf(deps, usersSheet(deps, orgId, timeZone), total);
    }
    case "classes":
      return sourceOf(deps, classesSheet(deps, orgId, settings));
    case "classUsers":
      return sourceOf(deps, classUsersSheet(deps, orgId, String(params.classId), timeZone));
    case "eventUsers":
      return sourceOf(
        deps,
        eventUsersSheet(
          deps,
          orgId,
          String(params.eventId),
          params.occurrenceStart ? new Date(String(params.occurrenceStart)) : null,
          timeZone,
        ),
      );
    case "productUsers":
      return sourceOf(deps, productUsersSheet(deps, orgId, String(params.productId), timeZone));
    case "eventMonthly":
      return sourceOf(deps, eventMonthlySheet(deps, auth, String(params.month), timeZone));
  }
}

function sourceOf<Row>(deps: Deps, sheet: ReportSheet<Row>, rowsTotal: number | null = null) {
  return {
    rowsTotal,
    write: (key: string, onRows: (rowsWritten: number) => Promise<void>) =>
      writeReportWorkbook(deps.storage, key, sheet, onRows),
  };
}
