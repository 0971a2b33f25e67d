import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { adminJourneys, requestsSent, toast } from "./support/journeys";
import { harborDate, harborDateTime } from "./support/studio-clock";

// The spec's texts (000 §8, 001 §8), as core/messages.ts writes them.
const MESSAGES = {
  exportSuccess: "Success",
  reportsExceeded:
    "You have exceeded the amount of reports for this month. To increase this limit, please reach out to our team.",
};

const journey = adminJourneys();

type Report = { reportId: string; reportTitle: string; reportDownloadLink: string | null };

async function exportUsersFromMembersPage(page: Page) {
  await page.goto("/dashboard/members");
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  await page.getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "Export Users" }).click();
}

describe("exports (001 §7 Reports; 000 §8 export over limit)", () => {
  it("exports the members, opens the workbook in a new tab, then refuses past the month's allowance", () =>
    journey(async (page) => {
      // The tab opens at the click (a later pop-up would be blocked) and receives the workbook
      // once the job has stored it: a spreadsheet arrives as a download.
      const popup = page.context().waitForEvent("page");
      await exportUsersFromMembersPage(page);
      const download = (await popup).waitForEvent("download", { timeout: 30_000 });
      // The job runs on the server; the page shows its progress and then 'Success'.
      await expect(toast(page, MESSAGES.exportSuccess)).toBeVisible({ timeout: 30_000 });
      // The progress notice gives way to 'Success' (it stayed, at "0 rows written").
      await expect(page.getByText(/rows written|of \d+ rows/)).toHaveCount(0);
      expect((await download).url()).toContain("/files/signed/");

      const { reports } = (await (await page.request.get("/api/v1/reports")).json()) as {
        reports: Report[];
      };
      const [latest] = reports;
      expect(latest?.reportTitle).toBe("Users");
      const file = await page.request.get(latest?.reportDownloadLink ?? "");
      expect(file.ok()).toBe(true);
      // An XLSX workbook is a zip archive.
      expect((await file.body()).subarray(0, 2).toString()).toBe("PK");

      // Four more user reports use up this month's five.
      for (let n = 0; n < 4; n++) {
        const created = await page.request.post("/api/v1/reports", {
          headers: { "x-studiodesk-csrf": "1" },
          data: { kind: "users" },
        });
        expect(created.status()).toBe(201);
      }
      await exportUsersFromMembersPage(page);
      await expect(toast(page, MESSAGES.reportsExceeded)).toBeVisible();
    }));

  it("lists the reports with title, type, date and download, and passes an accessibility scan", () =>
    journey(async (page) => {
      await page.goto("/dashboard/settings");
      await page.getByRole("link", { name: "Reports" }).click();
      await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
      for (const header of ["Title", "Type", "Date", "Download"]) {
        await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
      }
      await expect(page.getByRole("cell", { name: "Users" }).first()).toBeVisible();
      // 000 §9 "Default date format like MMMM dd, yyyy", on the studio's clock (Harbor Yoga's
      // zone in the demo seed): the newest report's day, with no time.
      const { reports } = (await (await page.request.get("/api/v1/reports")).json()) as {
        reports: Array<{ uploadTimestamp: string }>;
      };
      const newest = reports[0]?.uploadTimestamp ?? "";
      const studioDay = harborDate(newest);
      const firstRow = page.getByRole("row").nth(1);
      await expect(firstRow.getByRole("cell", { name: studioDay, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download" }).first()).toHaveAttribute(
        "target",
        "_blank",
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  // Every row's link reads Download; a screen reader's list of links heard the same name for
  // each and could not tell which report a link fetched, nor which of two of one title made in
  // the same minute.
  it("names each report's Download link after the report and when it was made, two of one minute apart", () =>
    journey(async (page) => {
      for (let n = 0; n < 2; n++) {
        const created = await page.request.post("/api/v1/reports", {
          headers: { "x-studiodesk-csrf": "1" },
          data: { kind: "classes" },
        });
        expect(created.status()).toBe(201);
      }
      await page.goto("/dashboard/settings/reports");
      await expect(page.getByText(/rows written|of \d+ rows/)).toHaveCount(0, { timeout: 30_000 });
      const { reports } = (await (await page.request.get("/api/v1/reports")).json()) as {
        reports: Array<{ reportTitle: string; uploadTimestamp: string }>;
      };
      const [newest = "", earlier = ""] = reports.map(
        (report) => `Download ${report.reportTitle} made ${harborDateTime(report.uploadTimestamp)}`,
      );
      // Made in one minute (unless the two straddle its end), they are numbered as made.
      const isOneMinute = newest === earlier;
      const newestLink = page.getByRole("row").nth(1).getByRole("link");
      const earlierLink = page.getByRole("row").nth(2).getByRole("link");
      await expect(newestLink).toHaveText("Download");
      await expect(newestLink).toHaveAccessibleName(
        isOneMinute ? `${newest} (report 2 of 2)` : newest,
      );
      await expect(earlierLink).toHaveAccessibleName(
        isOneMinute ? `${earlier} (report 1 of 2)` : earlier,
      );
    }));

  // A download link is signed for an hour; the page's links were never renewed, so a Reports
  // page left open longer offered only 'This link has expired.'
  it("renews the download links while the Reports page stays open", () =>
    journey(async (page) => {
      const created = await page.request.post("/api/v1/reports", {
        headers: { "x-studiodesk-csrf": "1" },
        data: { kind: "classes" },
      });
      expect(created.status()).toBe(201);
      await page.clock.install();
      await page.goto("/dashboard/settings/reports");
      await expect(page.getByRole("link", { name: "Download" }).first()).toBeVisible();
      // While any export runs (this one, or another journey's) the page polls its progress, and
      // a poll in flight when the clock jumps absorbs the renewal's timer. Renewal is what an
      // idle page does: wait until nothing is running, so the half-hour timer is the one set.
      await expect(page.getByText(/rows written|of \d+ rows/)).toHaveCount(0, { timeout: 30_000 });
      const listReads = requestsSent(
        page,
        "GET",
        (url) => new URL(url).pathname === "/api/v1/reports",
      );
      await page.clock.fastForward("31:00");
      await expect.poll(() => listReads.length).toBeGreaterThan(0);
    }));
});
