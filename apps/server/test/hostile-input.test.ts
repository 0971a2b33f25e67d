import { Readable } from "node:stream";
import {
  queryValueNotAllowed,
  unknownQueryParameters,
} from "@studiodesk/core/contracts/readable-errors";
import { MESSAGES } from "@studiodesk/core/messages";
import type { HTTPMethods } from "fastify";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app";

// Issue #20 §1: input no column can hold is a 400 at the edge, never a database fault.
const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor" });
const admin = await t.createUser(orgId);
const member = await t.createUser(orgId, { admin: false });
const cookie = await t.signIn(admin.email);

const cursorOf = (createdAt: string) => Buffer.from(`${createdAt}|x`).toString("base64url");

const auditCount = async () =>
  (await sql<{ count: string }>`select count(*) from audit_log`.execute(t.db)).rows[0]?.count;

const send = (method: HTTPMethods, url: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

const BAD_REQUESTS: [string, HTTPMethods, string, object?][] = [
  [
    "a NUL in the sign-in email",
    "POST",
    "/api/v1/auth/sign-in",
    { email: "a\u0000@x.io", password: "x" },
  ],
  [
    "a lone surrogate in the sign-in email",
    "POST",
    "/api/v1/auth/sign-in",
    { email: "a\ud800@x.io", password: "x" },
  ],
  [
    "a NUL in the forgot-password email",
    "POST",
    "/api/v1/auth/forgot-password",
    { email: "a\u0000@x.io" },
  ],
  ["a NUL in a member's name", "PATCH", `/api/v1/members/${member.id}`, { firstName: "A\u0000" }],
  [
    "a lone surrogate in medical notes",
    "PATCH",
    `/api/v1/members/${member.id}`,
    { medicalNotes: "A\udc00" },
  ],
  ["a NUL in admin notes", "PUT", `/api/v1/members/${member.id}/notes`, { notes: "A\u0000" }],
  ["a NUL in a search", "GET", "/api/v1/members?search=a%00b"],
  ["a NUL in a path id", "GET", "/api/v1/members/a%00b"],
  [
    "a year-0000 date of birth",
    "PATCH",
    `/api/v1/members/${member.id}`,
    { dateOfBirth: "0000-01-01" },
  ],
  ["a year-0000 event start", "GET", "/api/v1/events/x?eventStart=0000-01-01T00:00:00Z"],
  [
    "a year-0000 page cursor",
    "GET",
    `/api/v1/members?starting_after=${cursorOf("0000-01-01T00:00:00Z")}`,
  ],
  [
    "a 30 February page cursor",
    "GET",
    `/api/v1/members?starting_after=${cursorOf("2024-02-30T00:00:00Z")}`,
  ],
  [
    "an invoice due in the year 9999",
    "POST",
    "/api/v1/invoices",
    {
      idempotencyKey: "hostile-invoice-year-9999",
      uid: member.id,
      items: [{ name: "Class pack", quantity: 1, amount: 5000 }],
      dueDate: "9999-12-31",
      memo: null,
      footer: null,
    },
  ],
  [
    "a notification scheduled in the year 9999",
    "POST",
    "/api/v1/notifications",
    {
      idempotencyKey: "hostile-notification-year-9999",
      message: "Studio closed for the holidays.",
      scheduledDate: "9999-12-31T12:00:00.000Z",
    },
  ],
  [
    "an events report for the month 0000-01",
    "POST",
    "/api/v1/reports",
    { kind: "eventMonthly", month: "0000-01" },
  ],
];

// The sane range of dates (rules/safe-input) holds for every date the API takes.
const OUT_OF_RANGE_DATES = new Set([
  "an invoice due in the year 9999",
  "a notification scheduled in the year 9999",
  "an events report for the month 0000-01",
]);

describe("hostile input", () => {
  it.each(BAD_REQUESTS)(
    "answers %s with a 400 and writes nothing",
    async (name, method, url, payload) => {
      const before = await auditCount();
      const response = await send(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).not.toBe(MESSAGES.unknownError);
      if (OUT_OF_RANGE_DATES.has(name)) {
        expect(response.json().error.message).toBe(MESSAGES.dateOutOfRange);
      }
      expect(await auditCount()).toBe(before);
    },
  );

  // A PATCH that names no field changed nothing, yet answered 200 and wrote an "updated" line
  // to the Activity log. The ids need not exist: the body is refused before they are read.
  const someId = "01a22181-6be9-7755-b439-37fd0345a31c";
  it.each([
    ["the app's switches", "/api/v1/account/app-information", {}],
    ["a member's profile", `/api/v1/members/${member.id}`, {}],
    ["a subscription", `/api/v1/members/${member.id}/subscriptions/${someId}`, {}],
    ["a class", `/api/v1/classes/${someId}`, {}],
    ["an event", `/api/v1/events/${someId}`, { changes: {} }],
    ["a product", `/api/v1/products/${someId}`, {}],
  ] as const)(
    "refuses an empty change to %s: 400 'There are no changes to save.', nothing written",
    async (_name, url, payload) => {
      const before = await auditCount();
      const response = await send("PATCH", url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.nothingToSave);
      expect(await auditCount()).toBe(before);
    },
  );

  // Issue #20 sweep: a number sent as text, a fraction for a count, a number for a text, an
  // object for a list are each told what the value should be, next to the field.
  it.each([
    [
      "a percent sent as text",
      "POST",
      "/api/v1/coupons",
      "percentOff",
      "12",
      "Please enter a number.",
    ],
    [
      "a per-user limit of 2.5",
      "POST",
      "/api/v1/coupons",
      "userLimit",
      2.5,
      "Please enter a whole number.",
    ],
    [
      "a percent of 2^53",
      "POST",
      "/api/v1/coupons",
      "percentOff",
      2 ** 53,
      "This number is too large.",
    ],
    [
      "products sent as an object",
      "POST",
      "/api/v1/coupons",
      "productIds",
      {},
      "This must be a list.",
    ],
    [
      "a notification message sent as a number",
      "POST",
      "/api/v1/notifications",
      "message",
      12,
      "Please enter text.",
    ],
  ] as const)(
    "answers %s with what the value should be",
    async (_, method, url, field, value, message) => {
      const before = await auditCount();
      const valid = {
        "/api/v1/coupons": {
          couponCode: "SWEEP",
          couponDescription: "Sweep",
          amountOff: null,
          percentOff: 10,
          userLimit: null,
        },
        "/api/v1/notifications": {
          idempotencyKey: "hostile-notification-typed",
          message: "Studio closed for the holidays.",
        },
      }[url];
      const response = await send(method, url, { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message, fields: { [field]: message } });
      expect(await auditCount()).toBe(before);
    },
  );

  // A list's query: a value outside its choices, or a number that is not one, is a 400 naming
  // the parameter, never a list of everything.
  const anEventId = "01a21f34-92a2-71e0-90eb-60ac7d10a0cf";
  it.each([
    ["/api/v1/admin-notifications", "tab", "all, billing, event, class"],
    ["/api/v1/notifications", "tab", "sent, scheduled"],
    ["/api/v1/categories", "type", "shop, class"],
    ["/api/v1/invoices", "status", "unpaid"],
    ["/api/v1/members", "sort", "joined, name, lastActive"],
    ["/api/v1/members", "filter", "active, leaders, blocked"],
    ["/api/v1/products", "isActive", "true, false"],
    ["/api/v1/reports/allowance", "reportType", "event, user"],
  ])("answers %s?%s=bogus with a 400 naming the allowed values", async (url, name, values) => {
    const response = await send("GET", `${url}?${name}=bogus`);
    expect(response.statusCode).toBe(400);
    const message = queryValueNotAllowed(name, values.split(", "));
    expect(message).toContain(values);
    expect(response.json().error).toMatchObject({ message, fields: { [name]: message } });
  });

  it.each([
    ["/api/v1/admin-notifications", "limit"],
    ["/api/v1/notifications", "limit"],
    ["/api/v1/invoices", "limit"],
    ["/api/v1/members", "limit"],
    ["/api/v1/products", "limit"],
    ["/api/v1/products", "offset"],
  ])("answers %s?%s=bogus with a 400 naming the parameter", async (url, name) => {
    const response = await send("GET", `${url}?${name}=bogus`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [name]: "Please enter a number." });
  });

  it.each([
    ["/api/v1/calendar", "month"],
    [`/api/v1/events/${anEventId}`, "eventStart"],
  ])("answers %s?%s=bogus with a 400 naming the parameter", async (url, name) => {
    const response = await send("GET", `${url}?${name}=bogus`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([name]);
  });

  // A misspelt filter (type= for tab=) must not quietly list everything.
  it.each([
    "/api/v1/admin-notifications",
    "/api/v1/notifications",
    "/api/v1/audit",
    "/api/v1/search?q=a",
    "/api/v1/categories",
    "/api/v1/invoices",
    "/api/v1/calendar?month=2026-01",
    `/api/v1/events/${anEventId}`,
    "/api/v1/members",
    "/api/v1/products",
    "/api/v1/reports/allowance?reportType=user",
    "/api/v1/bookings",
  ])("answers %s with an unknown parameter with a 400 naming it", async (url) => {
    const response = await send("GET", `${url}${url.includes("?") ? "&" : "?"}bogus=1`);
    expect(response.statusCode).toBe(400);
    const message = unknownQueryParameters(["bogus"]);
    expect(response.json().error).toMatchObject({ message, fields: { bogus: message } });
  });

  it("names the field that holds an unstorable character", async () => {
    const response = await send("PATCH", `/api/v1/members/${member.id}`, { lastName: "B\u0000" });
    expect(response.json().error).toMatchObject({
      message: MESSAGES.unstorableCharacters,
      fields: { lastName: MESSAGES.unstorableCharacters },
    });
  });

  it("refuses a subscription amount of 2^31 cents and a charge date in 9999 before any lookup", async () => {
    const url = `/api/v1/members/${member.id}/subscriptions/none`;
    const amount = await send("PATCH", url, { amount: 2 ** 31 });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().error.message).toBe(MESSAGES.amountTooLarge);
    const date = await send("PATCH", url, { nextChargeDate: "9999-12-31" });
    expect(date.statusCode).toBe(400);
    expect(date.json().error.message).toBe(MESSAGES.dateOutOfRange);
  });

  // A body nested 20,000 deep parses (V8's JSON.parse does not recurse) but would exhaust the
  // stack of anything that walks it recursively: refused before it is walked, signed in or not.
  it.each([
    ["signed out, to the sign-in", "/api/v1/auth/sign-in", undefined],
    ["signed in, to a member's notes", `/api/v1/members/${member.id}/notes`, cookie],
  ])("answers a JSON body nested 20,000 deep %s with a 400", async (_, url, session) => {
    const before = await auditCount();
    const response = await t.request({
      method: "POST",
      url,
      ...(session ? { cookie: session } : {}),
      headers: { "content-type": "application/json" },
      payload: `{"email":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.invalidRequest);
    expect(await auditCount()).toBe(before);
  });

  it("answers a multipart body without a boundary with a 400", async () => {
    const response = await t.request({
      method: "POST",
      url: `/api/v1/members/${member.id}/photo`,
      cookie,
      headers: { "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.malformedUpload);
  });

  it("answers a truncated multipart body with a 400", async () => {
    const response = await t.request({
      method: "POST",
      url: `/api/v1/members/${member.id}/photo`,
      cookie,
      headers: { "content-type": "multipart/form-data; boundary=xx" },
      payload:
        '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
  });

  // Over a network the body's end comes after the part is being read: busboy then fails the
  // part ("Part terminated early …"), which answered 500 'Unknown Error.'.
  it("answers a multipart body cut short while its file is read with a 400", async () => {
    const cut = '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc';
    const response = await t.request({
      method: "POST",
      url: "/api/v1/featured/uploads",
      cookie,
      headers: { "content-type": "multipart/form-data; boundary=xx" },
      payload: Readable.from(
        (async function* () {
          yield Buffer.from(cut);
          await new Promise((resolve) => setTimeout(resolve, 50));
        })(),
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.malformedUpload);
  });

  it("answers a new product with two files with a 400 in our words, not the parser's 413 'reach files limit'", async () => {
    const part = (name: string, extra = "") =>
      `--xx\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    const response = await t.request({
      method: "POST",
      url: "/api/v1/products",
      cookie,
      headers: { "content-type": "multipart/form-data; boundary=xx" },
      payload: `${part("image", '; filename="a.png"')}abc\r\n${part("extra", '; filename="b.png"')}abc\r\n--xx--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.uploadTooManyParts);
    expect(await t.db.selectFrom("products").select("id").execute()).toEqual([]);
  });
});
