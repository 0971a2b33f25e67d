import type { Report } from "@studiodesk/core/contracts/reports";
import { MESSAGES } from "@studiodesk/core/messages";
import { parse as parseContentDisposition } from "content-disposition";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { insertMembersInBulk } from "../../../test/support/bulk-members";
import { createClass, SUBSCRIPTION_PRICE } from "../../../test/support/classes-test-support";
import { pathOf } from "../../../test/support/content-test-support";
import { setPaymentCurrency, withPaymentCurrency } from "../../../test/support/payment-currency";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { createProduct } from "../../../test/support/shop-test-support";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { jobHandlers } from "../../jobs/job-handlers";
import { JobRunner } from "../../jobs/job-runner";
import { reportStorageKey } from "./report-job.service";
import { MEMBER_EXPORT_PAGE_SIZE } from "./report-sheets";

// Every report about people starts with their contact columns (001 §7 Reports).
const CONTACT_COLUMNS = ["First Name", "Last Name", "Email", "Phone"];

const silent = { warn() {}, error() {}, info() {} } as never;
const { t, orgId, cookie, asAdmin, otherCookie, otherOrgId } = await appWithTwoOrganizations(
  "Harbor Yoga",
  { now: TEST_NOW },
);

const runJobs = () =>
  new JobRunner({
    db: t.db,
    handlers: jobHandlers(t.app.deps),
    logger: silent,
    now: () => t.clock.now,
  }).runDueJobs();

const setLimit = (limit: number) =>
  withTenant(t.db, orgId, (trx) =>
    trx
      .updateTable("org_accounts")
      .set({ monthly_report_limit: limit })
      .where("org_id", "=", orgId)
      .execute(),
  );

const clearReports = () =>
  withTenant(t.db, orgId, (trx) => trx.deleteFrom("reports").where("org_id", "=", orgId).execute());

async function countReports(reportType: "user" | "event"): Promise<number> {
  const row = await withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("reports")
      .select(sql<string>`count(*)`.as("count"))
      .where("org_id", "=", orgId)
      .where("report_type", "=", reportType)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.count);
}

async function exportReport(payload: object): Promise<Report> {
  const response = await asAdmin("POST", "/api/v1/reports", payload);
  expect(response.statusCode, response.body).toBe(201);
  await runJobs();
  const read = await asAdmin("GET", `/api/v1/reports/${response.json().reportId}`);
  return read.json();
}

// The stored workbook, read back with exceljs as a spreadsheet program would: rows of cells.
async function workbookRows(report: Report): Promise<unknown[][]> {
  expect(report.status).toBe("ready");
  const file = await t.request({ method: "GET", url: pathOf(report.reportDownloadLink ?? "") });
  expect(file.statusCode).toBe(200);
  // Saved under the report's title, not its storage key.
  const disposition = parseContentDisposition(String(file.headers["content-disposition"]));
  expect(disposition.parameters.filename).toBe(`${report.reportTitle}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

// The Excel number format of one column's cells below the header, as a spreadsheet shows them.
async function columnFormats(report: Report, header: string): Promise<string[]> {
  const file = await t.request({ method: "GET", url: pathOf(report.reportDownloadLink ?? "") });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error("the workbook has no sheet");
  const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(column, header).toBeGreaterThan(0);
  const formats: string[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) formats.push(row.getCell(column).numFmt);
  });
  return formats;
}

beforeAll(async () => {
  await withTenant(t.db, orgId, (trx) =>
    trx
      .updateTable("users")
      .set({ first_name: "Ada", last_name: "Admin", created_at: new Date("2026-12-01T17:30:00Z") })
      .where("org_id", "=", orgId)
      .execute(),
  );
});

describe("exports (001 §7 Reports)", () => {
  it("exports the members as a workbook with a header row and one row per member, newest first", async () => {
    const member = await t.createUser(orgId, { firstName: "Bea", admin: false });
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ phone_number: "555-0101", created_at: new Date("2027-01-02T15:00:00Z") })
        .where("id", "=", member.id)
        .execute(),
    );
    const created = await asAdmin("POST", "/api/v1/reports", { kind: "users" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      reportTitle: "Users",
      reportType: "user",
      status: "running",
      reportDownloadLink: null,
    });
    await runJobs();
    const report: Report = (
      await asAdmin("GET", `/api/v1/reports/${created.json().reportId}`)
    ).json();
    expect(report).toMatchObject({ status: "ready", rowsWritten: 2, rowsTotal: 2 });
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual([
      ...CONTACT_COLUMNS,
      "Date of Birth",
      "Gender",
      "Address",
      "Flagged",
      "Joined",
      "Last Active",
    ]);
    expect(rows).toHaveLength(3);
    // Times are the studio's wall clock (New York): 10:00 am on 2 January.
    expect(rows[1]?.slice(0, 4)).toEqual(["Bea", "User", member.email, "555-0101"]);
    expect(rows[1]?.[8]).toEqual(new Date("2027-01-02T10:00:00Z"));
    expect(rows[2]?.slice(0, 2)).toEqual(["Ada", "Admin"]);
  });

  // Dates stay typed (docs/spec-deviations.md: "dates and money formatted"); the gender reads
  // as the member profile names it.
  it("writes a member's date of birth as a date cell and the gender as the profile shows it", async () => {
    await clearReports();
    const member = await t.createUser(orgId, { firstName: "Cy", admin: false });
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ date_of_birth: "1990-07-04", gender: "female" })
        .where("id", "=", member.id)
        .execute(),
    );
    const report = await exportReport({ kind: "users" });
    const rows = await workbookRows(report);
    const row = rows.find((cells) => cells[0] === "Cy");
    const header = rows[0] ?? [];
    expect(row?.[header.indexOf("Date of Birth")]).toEqual(new Date("1990-07-04T00:00:00Z"));
    expect(row?.[header.indexOf("Gender")]).toBe("Female");
    expect(await columnFormats(report, "Date of Birth")).toContain("yyyy-mm-dd");
  });

  it("exports the classes, one row per class with its enrolment and price", async () => {
    const image = await testImage();
    await createClass(t, cookie, image, { classTitle: "Morning Flow" });
    const rows = await workbookRows(await exportReport({ kind: "classes" }));
    expect(rows[0]).toEqual([
      "Title",
      "Status",
      "First Class",
      "Duration (min)",
      "Location",
      "Enrolled",
      "Pending",
      "Price Mode",
      "Price",
    ]);
    expect(rows[1]).toEqual([
      "Morning Flow",
      "Active",
      new Date("2027-01-11T18:00:00Z"),
      60,
      "Studio A",
      "0 / 10",
      0,
      "Free",
      0,
    ]);
  });

  it("names each class's price mode in words, not as a code (Free, One-Time Purchase, Subscription)", async () => {
    // This describe's exports share one month's allowance: this one must not use up another's.
    await clearReports();
    const image = await testImage();
    await createClass(t, cookie, image, { classTitle: "A Free Flow" });
    await createClass(t, cookie, image, {
      classTitle: "B Series",
      price: { amount: 12000, oneTimePurchase: true, subscription: null },
    });
    await createClass(t, cookie, image, { classTitle: "C Unlimited", price: SUBSCRIPTION_PRICE });
    const rows = await workbookRows(await exportReport({ kind: "classes" }));
    const priceModeColumn = rows[0]?.indexOf("Price Mode") ?? -1;
    expect(
      rows
        .slice(1)
        .filter((row) => ["A Free Flow", "B Series", "C Unlimited"].includes(String(row[0])))
        .map((row) => [row[0], row[priceModeColumn], row[priceModeColumn + 1]]),
    ).toEqual([
      ["A Free Flow", "Free", 0],
      ["B Series", "One-Time Purchase", 120],
      ["C Unlimited", "Subscription", 40],
    ]);
  });

  it("exports a class's users with their status, titled after the class", async () => {
    const studioClass = await createClass(t, cookie, await testImage(), { classTitle: "Yin" });
    const member = await t.createUser(orgId, { firstName: "Cy", admin: false });
    const added = await asAdmin("POST", `/api/v1/classes/${studioClass.classId}/members`, {
      userIds: [member.id],
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const report = await exportReport({ kind: "classUsers", classId: studioClass.classId });
    expect(report.reportTitle).toBe("Class Users - Yin");
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual([...CONTACT_COLUMNS, "Status", "Pending Payment", "Joined"]);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ["Cy", "User", member.email, null, "Subscribed", "No"].map((cell) => cell ?? undefined),
    ]);
  });

  it("exports an event's users with their tickets and attendance", async () => {
    const event = await postEvent(
      t,
      cookie,
      eventPayload({ eventTitle: "Sound Bath" }),
      await testImage(),
    );
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json().eventId as string;
    const member = await t.createUser(orgId, { firstName: "Dee", admin: false });
    await asAdmin("POST", `/api/v1/events/${eventId}/attendees`, { userIds: [member.id] });
    // Checked in on the series' second Monday only: attendance is kept per date.
    const secondMonday = "2027-01-18T23:00:00.000Z";
    const checkIn = await asAdmin(
      "PATCH",
      `/api/v1/events/${eventId}/attendance?${new URLSearchParams({ eventStart: secondMonday })}`,
      { attendance: [{ uid: member.id, quantity: 1 }] },
    );
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const report = await exportReport({ kind: "eventUsers", eventId, eventStart: secondMonday });
    expect(report.reportTitle).toBe("Event Users - Sound Bath (2027-01-18)");
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual([...CONTACT_COLUMNS, "Quantity", "Attendance", "Added"]);
    expect(rows[1]?.slice(0, 3)).toEqual(["Dee", "User", member.email]);
    expect(rows[1]?.slice(4, 6)).toEqual([1, 1]);
    // No date: the series' first, where Dee's attendance is not taken.
    const first = await exportReport({ kind: "eventUsers", eventId });
    expect(first.reportTitle).toBe("Event Users - Sound Bath (2027-01-11)");
    expect((await workbookRows(first))[1]?.slice(4, 6)).toEqual([1, 0]);
  });

  it("refuses an Event Users export for a date that is not one of the event's", async () => {
    const event = await postEvent(t, cookie, eventPayload(), await testImage());
    const response = await asAdmin("POST", "/api/v1/reports", {
      kind: "eventUsers",
      eventId: event.json().eventId,
      eventStart: "2027-01-12T23:00:00.000Z",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.eventNotFound);
  });

  it("exports the event monthly report: each occurrence in the month with its event's totals", async () => {
    const report = await exportReport({ kind: "eventMonthly", month: "2027-01" });
    expect(report.reportTitle).toBe("Event Monthly Report - 2027-01");
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual([
      "Date",
      "Start",
      "Event",
      "Status",
      "Attendees",
      "Tickets",
      "Attended",
    ]);
    // Sound Bath: Mondays at 6:00 pm New York from 11 January: 11, 18 and 25 January.
    // Attendees and tickets belong to the event; attendance to the date it was taken at.
    const soundBath = rows.slice(1).filter((row) => row[2] === "Sound Bath");
    expect(soundBath.map((row) => [row[1], row[4], row[5], row[6]])).toEqual([
      [new Date("2027-01-11T18:00:00Z"), 1, 1, 0],
      [new Date("2027-01-18T18:00:00Z"), 1, 1, 1],
      [new Date("2027-01-25T18:00:00Z"), 1, 1, 0],
    ]);
  });

  it("exports a product's users with quantity and amount in dollars", async () => {
    const product = await createProduct(t, cookie, await testImage(), { productTitle: "Tote" });
    const member = await t.createUser(orgId, { firstName: "Eve", admin: false });
    const sale = await asAdmin("POST", `/api/v1/products/${product.productId}/purchases`, {
      uid: member.id,
      quantity: 2,
    });
    expect(sale.statusCode, sale.body).toBeLessThan(300);
    const report = await exportReport({ kind: "productUsers", productId: product.productId });
    expect(report.reportTitle).toBe("Product Users - Tote");
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual([...CONTACT_COLUMNS, "Quantity", "Size", "Amount", "Purchased"]);
    expect(rows[1]?.slice(0, 3)).toEqual(["Eve", "User", member.email]);
    expect(rows[1]?.[4]).toBe(2);
    expect(rows[1]?.[6]).toBe(56);
  });

  it("lists the organization's reports newest first, each with a fresh download link", async () => {
    const response = await asAdmin("GET", "/api/v1/reports");
    expect(response.statusCode).toBe(200);
    const reports: Report[] = response.json().reports;
    expect(reports[0]?.reportTitle).toBe("Product Users - Tote");
    expect(reports.every((report) => report.reportDownloadLink?.includes("/files/signed/"))).toBe(
      true,
    );
    const other = await t.request({ method: "GET", url: "/api/v1/reports", cookie: otherCookie });
    expect(other.json().reports).toEqual([]);
  });
});

describe("refusals", () => {
  it.each([
    [{ kind: "everything" }],
    [{ kind: "classUsers" }],
    [{ kind: "eventMonthly", month: "2027-13" }],
    [{}],
  ])("answers 400 to %j", async (payload) => {
    expect((await asAdmin("POST", "/api/v1/reports", payload)).statusCode).toBe(400);
  });

  // Each kind is its own shape: a field it does not take is refused whichever kind is asked for.
  it.each([
    [{ kind: "users" }],
    [{ kind: "classes" }],
    [{ kind: "classUsers", classId: "class-1" }],
    [{ kind: "eventUsers", eventId: "event-1" }],
    [{ kind: "eventMonthly", month: "2027-01" }],
    [{ kind: "productUsers", productId: "product-1" }],
  ])(
    "refuses %j with a field it does not take with 400, naming it, and records nothing",
    async (payload) => {
      const before = [await countReports("user"), await countReports("event")];
      const response = await asAdmin("POST", "/api/v1/reports", { ...payload, isAdmin: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        "This request has fields that are not accepted: isAdmin.",
      );
      expect([await countReports("user"), await countReports("event")]).toEqual(before);
    },
  );

  it("answers 404 for another organization's class, event, product and report", async () => {
    const theirClass = await createClass(t, otherCookie, await testImage());
    const mine = (await asAdmin("GET", "/api/v1/reports")).json().reports[0] as Report;
    // Each names what is missing, not the report.
    for (const [payload, message] of [
      [{ kind: "classUsers", classId: theirClass.classId }, MESSAGES.classNotFound],
      [{ kind: "eventUsers", eventId: "nope" }, MESSAGES.eventNotFound],
      [{ kind: "productUsers", productId: "nope" }, MESSAGES.productNotFound],
    ] as const) {
      const response = await asAdmin("POST", "/api/v1/reports", payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(message);
    }
    const theirs = await t.request({
      method: "GET",
      url: `/api/v1/reports/${mine.reportId}`,
      cookie: otherCookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(MESSAGES.reportNotFound);
    expect(otherOrgId).not.toBe(orgId);
  });

  it("answers 401 without a session", async () => {
    expect((await t.request({ method: "GET", url: "/api/v1/reports" })).statusCode).toBe(401);
  });
});

describe("monthly allowance (000 §9, 001 §9: fewer than 5 per calendar month and type)", () => {
  it("refuses the sixth user report of a month with the spec's message and records nothing", async () => {
    await clearReports();
    for (let n = 0; n < 5; n++) {
      expect((await asAdmin("POST", "/api/v1/reports", { kind: "users" })).statusCode).toBe(201);
    }
    const refused = await asAdmin("POST", "/api/v1/reports", { kind: "users" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.reportsExceeded);
    expect((await asAdmin("GET", "/api/v1/reports/allowance?reportType=user")).json()).toEqual({
      isAllowed: false,
    });
    // Event reports are counted apart.
    expect((await asAdmin("GET", "/api/v1/reports/allowance?reportType=event")).json()).toEqual({
      isAllowed: true,
    });
    expect((await asAdmin("POST", "/api/v1/reports", { kind: "classes" })).statusCode).toBe(201);
    expect(await countReports("user")).toBe(5);
    await runJobs();
  });

  it("starts a new month at midnight on the organization's wall clock, not UTC", async () => {
    await clearReports();
    // 31 January 11:30 pm in New York is already 1 February in UTC.
    t.clock.now = new Date("2027-02-01T04:30:00Z");
    for (let n = 0; n < 5; n++) await asAdmin("POST", "/api/v1/reports", { kind: "users" });
    t.clock.now = new Date("2027-02-01T04:59:00Z");
    expect((await asAdmin("POST", "/api/v1/reports", { kind: "users" })).statusCode).toBe(429);
    t.clock.now = new Date("2027-02-01T05:00:00Z");
    expect((await asAdmin("POST", "/api/v1/reports", { kind: "users" })).statusCode).toBe(201);
    await runJobs();
  });

  it("follows the organization's own limit", async () => {
    await clearReports();
    await setLimit(1);
    expect((await asAdmin("POST", "/api/v1/reports", { kind: "users" })).statusCode).toBe(201);
    expect((await asAdmin("POST", "/api/v1/reports", { kind: "users" })).statusCode).toBe(429);
    await setLimit(5);
  });

  it("lets exactly one of two concurrent exports through at 4 of 5", async () => {
    await clearReports();
    const tote = await createProduct(t, cookie, await testImage(), { productTitle: "Mat" });
    for (let n = 0; n < 4; n++) await asAdmin("POST", "/api/v1/reports", { kind: "users" });
    const answers = await Promise.all([
      asAdmin("POST", "/api/v1/reports", { kind: "users" }),
      asAdmin("POST", "/api/v1/reports", { kind: "productUsers", productId: tote.productId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(await countReports("user")).toBe(5);
    await runJobs();
  });
});

describe("exports as jobs", () => {
  it("pages through more members than one read, each exactly once, with ties to the microsecond at the page's edge", async () => {
    await clearReports();
    await setLimit(50);
    await withTenant(t.db, orgId, async (trx) => {
      await insertMembersInBulk(trx, orgId, {
        count: MEMBER_EXPORT_PAGE_SIZE + 100,
        idPrefix: "bulk-",
        emailDomain: "bulk.example",
        firstName: sql<string>`'Bulk'`,
        lastName: sql<string>`'Member ' || n`,
      });
      // Members around the first page's last row joined at the same instant, microseconds
      // included: a cursor rounded to milliseconds would skip or repeat some of them.
      await sql`
        update users set created_at = '2026-12-20 12:00:00.000123+00'
        where email in (select 'bulk-' || n || '@bulk.example' from generate_series(4950, 5050) as n)
      `.execute(trx);
    });
    const report = await exportReport({ kind: "users" });
    const emails = (await workbookRows(report)).slice(1).map((row) => row[2]);
    const members = await withTenant(t.db, orgId, (trx) =>
      trx.selectFrom("users").select("email").where("org_id", "=", orgId).execute(),
    );
    expect(report.rowsWritten).toBe(members.length);
    expect(emails.sort()).toEqual(members.map((member) => member.email).sort());
    await withTenant(t.db, orgId, (trx) =>
      trx.deleteFrom("users").where("email", "like", "%@bulk.example").execute(),
    );
  }, 120_000);

  it("fails a report cleanly after its last attempt: no download, the file never offered", async () => {
    await clearReports();
    await setLimit(50);
    const created = (await asAdmin("POST", "/api/v1/reports", { kind: "users" })).json() as Report;
    const storage = t.app.deps.storage;
    const upload = storage.upload;
    storage.upload = async () => {
      throw new Error("disk full");
    };
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        await runJobs();
        t.clock.now = new Date(t.clock.now.getTime() + 2 * 60 * 60_000);
      }
    } finally {
      storage.upload = upload;
    }
    const report: Report = (await asAdmin("GET", `/api/v1/reports/${created.reportId}`)).json();
    expect(report).toMatchObject({ status: "failed", reportDownloadLink: null });
    expect(await storage.get(reportStorageKey(orgId, created.reportId))).toBeUndefined();
  });

  it("writes the workbook again when the worker died mid-export, and offers it once complete", async () => {
    const created = (await asAdmin("POST", "/api/v1/reports", { kind: "users" })).json() as Report;
    // A worker took the job and died before finishing it.
    await t.db
      .updateTable("jobs")
      .set({ status: "running", locked_by: "dead-worker", locked_at: t.clock.now, attempts: 1 })
      .where("unique_key", "=", `reports.export:${created.reportId}`)
      .execute();
    await runJobs();
    const waiting: Report = (await asAdmin("GET", `/api/v1/reports/${created.reportId}`)).json();
    expect(waiting).toMatchObject({ status: "running", reportDownloadLink: null });
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    await runJobs();
    const report: Report = (await asAdmin("GET", `/api/v1/reports/${created.reportId}`)).json();
    expect(report.status).toBe("ready");
    expect((await workbookRows(report)).length).toBeGreaterThan(1);
  });
});

// 000 §9: money is formatted as currency, the organization's (its payment settings'), or the one
// a sale was paid in; USD keeps the dollar format.
describe("money in the organization's currency", () => {
  const DOLLARS = '"$"#,##0.00';
  const EUROS = '"€"#,##0.00';

  const sell = async (productId: string, firstName: string) => {
    const member = await t.createUser(orgId, { firstName, admin: false });
    const sale = await asAdmin("POST", `/api/v1/products/${productId}/purchases`, {
      uid: member.id,
      quantity: 1,
    });
    expect(sale.statusCode, sale.body).toBeLessThan(300);
  };

  it("formats the Classes export's prices in dollars for a USD organization", async () => {
    await clearReports();
    await setLimit(50);
    await createClass(t, cookie, await testImage(), { classTitle: "Dollar Flow" });
    const formats = await columnFormats(await exportReport({ kind: "classes" }), "Price");
    expect(formats.length).toBeGreaterThan(0);
    expect(new Set(formats)).toEqual(new Set([DOLLARS]));
  });

  it("formats the Classes export's prices in euros for a EUR organization", async () => {
    const report = await withPaymentCurrency(t.db, orgId, "EUR", () =>
      exportReport({ kind: "classes" }),
    );
    const formats = await columnFormats(report, "Price");
    expect(formats.length).toBeGreaterThan(0);
    expect(new Set(formats)).toEqual(new Set([EUROS]));
  });

  it("formats a EUR organization's Product Users amounts in euros", async () => {
    const product = await createProduct(t, cookie, await testImage(), { productTitle: "Mat" });
    const report = await withPaymentCurrency(t.db, orgId, "EUR", async () => {
      await sell(product.productId, "Elsa");
      return exportReport({ kind: "productUsers", productId: product.productId });
    });
    expect(await columnFormats(report, "Amount")).toEqual([EUROS]);
  });

  it("keeps a purchase made in EUR in euros after the account becomes USD, beside a dollar one", async () => {
    const product = await createProduct(t, cookie, await testImage(), { productTitle: "Strap" });
    const before = await setPaymentCurrency(t.db, orgId, "EUR");
    try {
      await sell(product.productId, "Emil");
      await setPaymentCurrency(t.db, orgId, "USD");
      await sell(product.productId, "Dora");
    } finally {
      await setPaymentCurrency(t.db, orgId, before);
    }
    const report = await exportReport({ kind: "productUsers", productId: product.productId });
    const names = (await workbookRows(report)).slice(1).map((row) => row[0]);
    const formats = await columnFormats(report, "Amount");
    expect(Object.fromEntries(names.map((name, index) => [name, formats[index]]))).toEqual({
      Dora: DOLLARS,
      Emil: EUROS,
    });
  });
});
