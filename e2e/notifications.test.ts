import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { adminJourneys, api, apiGet, requestsSent, toast } from "./support/journeys";
import { HARBOR_ZONE, harborDateTime, nextNewYorkSpringForward } from "./support/studio-clock";

// The spec's texts (000 §2 Notifications, §5 Notification message, §8), written out: the
// journeys check what the user reads.
const TEXT = {
  invalidMessage: "Please enter a valid notification message.",
  deleteConfirm: "Are you sure you want to delete this notification?",
  sent: "Notification Sent.",
  deleted: "Notification Deleted.",
  classNotScheduled: "Class notifications cannot be scheduled.",
  scheduledDateInvalid: "Please enter a valid scheduled date.",
  startTimeSkipped:
    "This time does not exist on that day: the clocks move forward an hour. Please choose another time.",
};

// The demo's paid class (seed/demo-classes.ts): an admin's add becomes a pending request.
const PAID_CLASS = "Yin & Restore Series";

const withAdmin = adminJourneys();
// Another studio's admin, for a journey that fills pages of notifications.
const withSummitAdmin = adminJourneys("admin@summit.example");

async function openNotifications(page: Page) {
  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
}

// The New Notification dialog, opened from the Notifications page.
async function openNewNotification(page: Page) {
  await openNotifications(page);
  await page.getByRole("button", { name: "New Notification" }).click();
  return page.getByRole("dialog", { name: "New Notification" });
}

// A browser far from Harbor's zone: the dashboard shows and takes times on the studio's clock.
const AWAY_BROWSER = { timezoneId: "Asia/Kolkata" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type NotificationPage = { notifications: { message: string; uploadTimestamp: string }[] };

// A datetime-local value `hours` from now, on the studio's clock.
function hoursFromNow(hours: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: HARBOR_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

describe("notifications (000 §2 Notifications)", () => {
  it("sends a notification now; the delivery job keeps it in the outbox", () =>
    withAdmin(async (page) => {
      await openNotifications(page);
      // The demo has no push credentials: the page says delivery is off.
      await expect(page.getByText(/Push delivery is off/)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "New Notification" }).click();
      const dialog = page.getByRole("dialog", { name: "New Notification" });
      await expect(dialog.getByText("Harbor Yoga")).toBeVisible();
      // The counter counts as the 10-character rule does: the spaces around the text do not count.
      await dialog.getByLabel("Message").fill("  Too short   ");
      await expect(dialog.getByText("9/500")).toBeVisible();
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(TEXT.invalidMessage);
      expect(await accessibilityViolations(page)).toEqual([]);

      const message = `Studio opens late today ${Date.now()}`;
      await dialog.getByLabel("Message").fill(message);
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();
      const row = page.getByRole("row", { name: new RegExp(message) });
      await expect(row).toBeVisible();
      // The server's job runner sends it within seconds; the live stream refreshes the row.
      await expect(row).toContainText("In outbox", { timeout: 15_000 });
    }));

  it("sends a notification once when the first Send's answer was lost and Send is pressed again", () =>
    withAdmin(async (page) => {
      const dialog = await openNewNotification(page);
      const message = `Answer lost on the way ${Date.now()}`;
      await dialog.getByLabel("Message").fill(message);
      // The first Send reaches the server and is saved; its answer never reaches the page.
      let isAnswerLost = true;
      await page.route("**/api/v1/notifications", async (route) => {
        if (route.request().method() !== "POST" || !isAnswerLost) return route.continue();
        isAnswerLost = false;
        await route.fetch();
        await route.abort("connectionreset");
      });
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(dialog.getByRole("alert")).toBeVisible();
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();
      // The form's key named the notification: the second Send answered the first one's.
      const messages = await page.evaluate(async () => {
        const response = await fetch("/api/v1/notifications?tab=sent&limit=100");
        const page: { notifications: { message: string }[] } = await response.json();
        return page.notifications.map((notification) => notification.message);
      });
      expect(messages.filter((sent) => sent === message)).toHaveLength(1);
    }));

  it("schedules a notification and deletes it with the spec's confirmation, once for a double click", () =>
    withAdmin(async (page) => {
      const dialog = await openNewNotification(page);
      const message = `Summer workshop announcement ${Date.now()}`;
      await dialog.getByLabel("Message").fill(message);
      await dialog.getByRole("switch", { name: "Schedule" }).check();
      await dialog.getByLabel("Scheduled Date").fill(hoursFromNow(3));
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();

      await page.getByRole("tab", { name: "Scheduled Notifications" }).click();
      const row = page.getByRole("row", { name: new RegExp(message) });
      await expect(row).toContainText("Queued");
      await row.getByRole("button", { name: /Delete notification/ }).click();
      const confirm = page.getByRole("dialog", { name: "Delete Notification" });
      await expect(confirm).toContainText(TEXT.deleteConfirm);
      // A double click answers once: one delete, and no "not found" from a second one.
      const deletes = requestsSent(page, "DELETE");
      await confirm.getByRole("button", { name: "Yes" }).dblclick();
      await expect(toast(page, TEXT.deleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(deletes).toHaveLength(1);
      await expect(page.getByText("This notification was not found.")).toHaveCount(0);
    }));

  it("shows each notification's time on the studio's clock, in a browser in another zone too", () =>
    withAdmin(async (page) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await openNotifications(page);
      const sent = await apiGet<NotificationPage>(page, "/notifications?tab=sent&limit=5");
      const newest = sent.notifications[0];
      expect(newest).toBeDefined();
      if (!newest) return;
      const row = page.getByRole("row", { name: new RegExp(escapeRegExp(newest.message)) });
      await expect(row.first()).toContainText(harborDateTime(newest.uploadTimestamp));
      // The server drew the page and the browser took it over with the same texts: a
      // mismatch is a React error on the page, and the browser draws the page again.
      expect(pageErrors).toEqual([]);
    }, AWAY_BROWSER));

  it("takes a scheduled date on the studio's clock, in a browser in another zone too", () =>
    withAdmin(async (page) => {
      const dialog = await openNewNotification(page);
      const message = `Winter open house reminder ${Date.now()}`;
      await dialog.getByLabel("Message").fill(message);
      await dialog.getByRole("switch", { name: "Schedule" }).check();
      // 10:30 pm on 10 January in New York (EST, UTC-5) is 3:30 am on the 11th in UTC.
      const year = new Date().getUTCFullYear() + 1;
      await dialog.getByLabel("Scheduled Date").fill(`${year}-01-10T22:30`);
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();

      await page.getByRole("tab", { name: "Scheduled Notifications" }).click();
      const row = page.getByRole("row", { name: new RegExp(message) });
      await expect(row).toContainText(`January 10, ${year}, 10:30 PM`);
      const scheduled = await apiGet<NotificationPage>(page, "/notifications?tab=scheduled");
      const saved = scheduled.notifications.find((item) => item.message === message);
      expect(saved?.uploadTimestamp).toBe(`${year}-01-11T03:30:00.000Z`);
    }, AWAY_BROWSER));

  it("refuses a Scheduled Date in the hour Harbor's clocks skip, from a browser in another zone too", () =>
    withAdmin(async (page) => {
      const dialog = await openNewNotification(page);
      await dialog.getByLabel("Message").fill(`Early bird class is on ${Date.now()}`);
      await dialog.getByRole("switch", { name: "Schedule" }).check();
      await dialog.getByLabel("Scheduled Date").fill(`${nextNewYorkSpringForward()}T02:30`);
      const posts = requestsSent(page, "POST", (url) => url.endsWith("/api/v1/notifications"));
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(dialog.getByRole("alert")).toContainText(TEXT.startTimeSkipped);
      expect(posts).toEqual([]);
      // 3:30 am that day exists: it is scheduled.
      await dialog.getByLabel("Scheduled Date").fill(`${nextNewYorkSpringForward()}T03:30`);
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();
    }, AWAY_BROWSER));

  it("turns Schedule off and says so when a class is chosen after a date: a class's message goes out at once", () =>
    withAdmin(async (page) => {
      const dialog = await openNewNotification(page);
      await dialog.getByLabel("Message").fill("Studio closed for the holiday on Monday.");
      await dialog.getByRole("switch", { name: "Schedule" }).check();
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(dialog.getByText(TEXT.scheduledDateInvalid)).toBeVisible();
      await dialog.getByLabel("Scheduled Date").fill(hoursFromNow(3));
      await dialog.getByRole("combobox", { name: "Send To" }).click();
      await page.getByRole("option", { name: PAID_CLASS }).click();
      await expect(dialog.getByText(TEXT.classNotScheduled)).toBeVisible();
      // The refusal of the date now hidden goes with it.
      await expect(dialog.getByText(TEXT.scheduledDateInvalid)).toHaveCount(0);
      await expect(dialog.getByRole("switch", { name: "Schedule" })).toHaveCount(0);
      await expect(dialog.getByLabel("Scheduled Date")).toHaveCount(0);
      // Back to all members, the schedule starts off again rather than coming back unseen.
      await dialog.getByRole("combobox", { name: "Send To" }).click();
      await page.getByRole("option", { name: "All Members" }).click();
      await expect(dialog.getByRole("switch", { name: "Schedule" })).not.toBeChecked();
    }));

  it("sends a notification to a class's members from the class view", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/classes");
      await page.getByRole("link", { name: PAID_CLASS, exact: true }).click();
      await expect(page.getByRole("heading", { name: PAID_CLASS, level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Send Notification" }).click();
      const dialog = page.getByRole("dialog", { name: "New Notification" });
      await expect(dialog.getByLabel("Send To")).toHaveValue(PAID_CLASS);
      // 000 §5: class-targeted notifications cannot be scheduled.
      await expect(dialog.getByRole("switch", { name: "Schedule" })).toHaveCount(0);
      await dialog.getByLabel("Message").fill("Bring a blanket to tonight's class.");
      await dialog.getByRole("button", { name: "Send Notification" }).click();
      await expect(toast(page, TEXT.sent)).toBeVisible();
    }));
});

describe("notification pages (000 §9 Notification pages 25)", () => {
  it("goes back a page when the last page's only notification is deleted", () =>
    withSummitAdmin(async (page) => {
      // Every sent notification of the studio, then enough new ones that the last page of
      // 25 holds exactly one.
      let sentCount = 0;
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const sent: { notifications: unknown[]; nextCursor: string | null } = await apiGet(
          page,
          `/notifications?tab=sent${query}`,
        );
        sentCount += sent.notifications.length;
        cursor = sent.nextCursor;
      } while (cursor);
      const toAdd = 26 - (sentCount % 25);
      const added: string[] = [];
      for (let index = 0; index < toAdd; index += 1) {
        const created = await api<{ messageId: string }>(page, "POST", "/notifications", {
          idempotencyKey: crypto.randomUUID(),
          message: `Page filler notification ${index + 1}`,
        });
        added.push(created.messageId);
      }
      try {
        await openNotifications(page);
        const next = page.getByRole("button", { name: "Next" });
        while (await next.isEnabled()) {
          const rows = page.getByRole("row");
          const firstRowBefore = await rows.nth(1).textContent();
          await next.click();
          await expect(rows.nth(1)).not.toHaveText(firstRowBefore ?? "");
        }
        const lastRow = page.getByRole("row").nth(1);
        await lastRow.getByRole("button", { name: /Delete notification/ }).click();
        await page
          .getByRole("dialog", { name: "Delete Notification" })
          .getByRole("button", { name: "Yes" })
          .click();
        await expect(toast(page, TEXT.deleted)).toBeVisible();
        // The page before it, full, not "No notifications sent yet." above Previous; with
        // one page left there is nothing to page through.
        await expect(page.getByRole("row")).toHaveCount(26);
        await expect(page.getByText("No notifications sent yet.")).toHaveCount(0);
        await expect(next).toHaveCount(0);
      } finally {
        for (const messageId of added) {
          await page.request.delete(`/api/v1/notifications/${messageId}`, {
            headers: { "x-studiodesk-csrf": "1" },
          });
        }
      }
    }));
});

describe("admin notifications and the bell (000 §2 Top bar, Admin Notifications)", () => {
  it("shows a new class request in the bell as it arrives", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/admin-notifications");
      await expect(
        page.getByRole("heading", { name: "Admin Notifications", level: 1 }),
      ).toBeVisible();
      for (const tab of ["All", "Billing", "Event", "Class"]) {
        await expect(page.getByRole("tab", { name: tab, exact: true })).toBeVisible();
      }
      expect(await accessibilityViolations(page)).toEqual([]);

      // A second admin tab adds a new member to the paid class: a pending request.
      const stamp = Date.now();
      await page.evaluate(
        async ({ stamp, title }) => {
          const headers = { "content-type": "application/json", "x-studiodesk-csrf": "1" };
          const member = await fetch("/api/v1/members", {
            method: "POST",
            headers,
            body: JSON.stringify({
              firstName: "Bell",
              lastName: `Tester${stamp}`,
              email: `bell-${stamp}@harbor.example`,
              password: "Zx9!abcdq",
            }),
          }).then((response) => response.json());
          const classes = await fetch("/api/v1/classes").then((response) => response.json());
          const paid = classes.active.find(
            (item: { classTitle: string }) => item.classTitle === title,
          );
          await fetch(`/api/v1/classes/${paid.classId}/members`, {
            method: "POST",
            headers,
            body: JSON.stringify({ userIds: [member.id] }),
          });
        },
        { stamp, title: PAID_CLASS },
      );
      const request = `Bell Tester${stamp} requested to join ${PAID_CLASS}.`;
      // Nothing reloads the page: the live-updates stream brings it to the list and the bell.
      await expect(page.getByText(request)).toBeVisible({ timeout: 15_000 });
      await page.getByRole("button", { name: "Notifications", exact: true }).click();
      const bell = page.getByRole("menu");
      await expect(bell.getByText(request)).toBeVisible();
      await bell.getByRole("menuitem", { name: "View all" }).click();
      await page.getByRole("tab", { name: "Class", exact: true }).click();
      const classTab = page.getByRole("tabpanel", { name: "Class" });
      await expect(classTab.getByText(request)).toBeVisible();
    }));

  it("dates each one on the studio's clock, in the list and in the bell", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/admin-notifications");
      const { notifications } = await apiGet<{
        notifications: { title: string; timestamp: string }[];
      }>(page, "/admin-notifications?tab=all&limit=15");
      const newest = notifications[0];
      expect(newest).toBeDefined();
      if (!newest) return;
      const row = page.getByRole("row", { name: new RegExp(escapeRegExp(newest.title)) });
      await expect(row.first()).toContainText(harborDateTime(newest.timestamp));
      await page.getByRole("button", { name: "Notifications", exact: true }).click();
      await expect(
        page.getByRole("menu").getByText(harborDateTime(newest.timestamp)).first(),
      ).toBeVisible();
    }, AWAY_BROWSER));

  // The bell said 'No new notifications' while its list loaded and after it failed, as if
  // nothing had been raised.
  it("says the bell's list failed, with Retry, instead of 'No new notifications'", () =>
    withAdmin(
      async (page) => {
        await page.getByRole("button", { name: "Notifications", exact: true }).click();
        const bell = page.getByRole("menu");
        await expect(bell.getByRole("alert")).toHaveText("Unknown Error.", { timeout: 15_000 });
        await expect(bell.getByRole("button", { name: "Retry" })).toBeVisible();
        await expect(bell.getByText("No new notifications")).toHaveCount(0);
      },
      {
        // Before signing in: the browser, not the server's first draw, then asks for the list.
        beforeSignIn: async (page) => {
          await page.route("**/api/v1/admin-notifications?*limit=5*", (route) =>
            route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "internal", message: "Unknown Error." } }),
            }),
          );
        },
      },
    ));
});

describe("bookings (000 §2 Bookings)", () => {
  it("searches the bookings and opens one read-only", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/booking");
      await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
      const rows = page.getByRole("row");
      await expect(rows.nth(1)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByLabel("Search bookings").fill("Studio Rental");
      await expect(rows.nth(1)).toContainText("Studio Rental");
      await expect(page.getByRole("row", { name: /Private Session/ })).toHaveCount(0);
      const name = (await rows.nth(1).getByRole("cell").first().innerText()).trim();
      await rows.nth(1).click();
      const modal = page.getByRole("dialog", { name: "Booking" });
      await expect(modal).toContainText(name);
      await expect(modal).toContainText("Studio Rental");
      expect(await accessibilityViolations(page)).toEqual([]);
      await modal.getByRole("button", { name: "Close" }).last().click();
      await expect(modal).toHaveCount(0);
    }));

  // A row that opens something says so: the booking's name is a button that opens its dialog.
  it("names each booking by a button that opens it, from the keyboard too", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/booking");
      const row = page.getByRole("row").nth(1);
      const name = (await row.getByRole("cell").first().innerText()).trim();
      const open = row.getByRole("button", { name, exact: true });
      await expect(open).toHaveAttribute("aria-haspopup", "dialog");
      await open.focus();
      await page.keyboard.press("Enter");
      const modal = page.getByRole("dialog", { name: "Booking" });
      await expect(modal).toContainText(name);
      await modal.getByRole("button", { name: "Close" }).last().click();
      await expect(modal).toHaveCount(0);
    }));

  it("shows a booking's date on the studio's clock, in a browser in another zone too", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/booking");
      const { bookings } = await apiGet<{
        bookings: { bookFirstName: string; bookLastName: string; bookingDate: string }[];
      }>(page, "/bookings");
      const booking = bookings[0];
      expect(booking).toBeDefined();
      if (!booking) return;
      const name = `${booking.bookFirstName} ${booking.bookLastName}`;
      const row = page.getByRole("row", { name: new RegExp(name) }).first();
      await expect(row).toContainText(harborDateTime(booking.bookingDate));
      await row.click();
      await expect(page.getByRole("dialog", { name: "Booking" })).toContainText(
        harborDateTime(booking.bookingDate),
      );
    }, AWAY_BROWSER));
});
