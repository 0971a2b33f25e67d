import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect, startBrowser, withSignedInPage } from "./support/browser";
import { eventPayload } from "./support/event-payload";
import { createCalendarItem, deleteOpenCalendarItem, quietNextMonthDayAt } from "./support/events";
import { api, expectWaitingButton, postWithPicture, toast } from "./support/journeys";

// Issue #21, the front desk's day: each journey makes its own data with a unique name.
const TEXT = {
  attendanceUpdated: "Attendance Updated",
  calendarItemUpdated: "Calendar Item Updated.",
  calendarItemDeleted: "Calendar Item has been deleted.",
  completeAllFields: "Please complete all the necessary fields.",
  noUsersFound: "No Users Found",
};

const ADMIN = "admin@harbor.example";
const browser = await startBrowser();
const withAdmin = (work: (page: Page) => Promise<void>) => withSignedInPage(browser, ADMIN, work);

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createMember(page: Page, firstName: string) {
  const lastName = unique("Desk").replace(/\s/g, "");
  return api<{ id: string }>(page, "POST", "/members", {
    firstName,
    lastName,
    email: `${firstName}.${lastName}@e2e.example`.toLowerCase(),
    password: "Ab3$efgh9",
  }).then((member) => ({ ...member, name: `${firstName} ${lastName}` }));
}

// A one-time event that began this minute, with two members booked: today on the studio's
// clock at any hour (one starting five minutes ahead fell on tomorrow from 11:55 PM in New
// York, and the Today panel rightly left it out). The panel lists the whole day, begun or not.
async function eventToday(page: Page, title: string) {
  const start = new Date();
  start.setUTCSeconds(0, 0);
  const { eventId, occurrenceStart } = await postWithPicture<{
    eventId: string;
    occurrenceStart: string;
  }>(
    page,
    "/api/v1/events",
    eventPayload(title, start.toISOString(), {
      eventDescription: "Created by the front desk journey.",
      location: null,
      eventMaxUsers: 10,
      price: { amount: 0, quantity: null, oneTimePurchase: false },
      isPrepaidOption: false,
    }),
  );
  const members = [await createMember(page, "Ada"), await createMember(page, "Ben")];
  await api(page, "POST", `/events/${eventId}/attendees`, {
    userIds: members.map((member) => member.id),
  });
  return { eventId, occurrenceStart, members };
}

const attendeesUrl = (eventId: string, occurrenceStart: string) =>
  `/dashboard/schedule/event/${eventId}/users?${new URLSearchParams({ eventStart: occurrenceStart })}`;

describe("the front desk's day (issue #21)", () => {
  it("shows today's event on the dashboard with booked / capacity, and its Check In opens the attendees", () =>
    withAdmin(async (page) => {
      const title = unique("Desk Flow");
      const { eventId } = await eventToday(page, title);
      await page.goto("/dashboard");
      const today = page.getByRole("region", { name: "Today" });
      await expect(today.getByText(title)).toBeVisible();
      await expect(today.getByText(/2 \/ 10 booked/).first()).toBeVisible();
      await expect(today.getByText(/Next 7 days: \d+/)).toBeVisible();
      await expect(page.getByText("Failed subscription charges")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await today.getByRole("link", { name: new RegExp(`^Check In for ${title}`) }).click();
      await page.waitForURL(`**/dashboard/schedule/event/${eventId}/users**`);
      await expect(page.getByRole("button", { name: "Check In All" })).toBeVisible();

      await page.goto("/dashboard");
      await page.getByRole("link", { name: /Outstanding invoices/ }).click();
      await page.waitForURL("**/dashboard/billing?status=unpaid");
      await expect(page.getByRole("radio", { name: "Unpaid" })).toBeChecked();
    }));

  // 000 §2 "Schedule is hidden only when isScheduleActive is explicitly false": with the
  // schedule off (Summit Dance) the dashboard home offers no schedule panel either.
  it("shows no Today panel when the organization's schedule is off", () =>
    withSignedInPage(browser, "admin@summit.example", async (page) => {
      await page.goto("/dashboard");
      await expect(page.getByLabel(/^\d+ featured items$/)).toBeVisible();
      await expect(page.getByRole("region", { name: "Today" })).toHaveCount(0);
      await expect(page.getByText("Nothing on the schedule today.")).toHaveCount(0);
    }));

  it("checks attendees in with one tap, undoes it, checks in all, live in a second browser", () =>
    withAdmin(async (page) => {
      const { eventId, occurrenceStart, members } = await eventToday(page, unique("Tap In"));
      const [ada, ben] = members as unknown as [{ name: string }, { name: string }];
      const url = attendeesUrl(eventId, occurrenceStart);
      await withSignedInPage(browser, ADMIN, async (watcher) => {
        await watcher.goto(url);
        const watchedRow = watcher.getByRole("row", { name: new RegExp(ada.name) });
        await expect(watchedRow.getByText("Not yet", { exact: true })).toBeVisible();

        await page.goto(url);
        const adaRow = page.getByRole("row", { name: new RegExp(ada.name) });
        const checkIn = page.getByRole("button", { name: `Check In ${ada.name}` });
        await expect(checkIn).toHaveAttribute("aria-pressed", "false");
        await checkIn.click();
        await expect(checkIn).toHaveAttribute("aria-pressed", "true");
        await expect(adaRow.getByText("Present", { exact: true })).toBeVisible();
        await expect(page.getByLabel(`Attendance for ${ada.name}`)).toHaveValue("1");
        // The other open browser hears it through the live updates.
        await expect(watchedRow.getByText("Present", { exact: true })).toBeVisible();

        await checkIn.click();
        await expect(adaRow.getByText("Not yet", { exact: true })).toBeVisible();
        await expect(watchedRow.getByText("Not yet", { exact: true })).toBeVisible();

        // The spec's number and Save stay for partial attendance: 0 reads Absent.
        await page.getByLabel(`Attendance for ${ben.name}`).fill("0");
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(toast(page, TEXT.attendanceUpdated)).toBeVisible();
        await expect(
          page
            .getByRole("row", { name: new RegExp(ben.name) })
            .getByText("Absent", { exact: true }),
        ).toBeVisible();

        await page.getByRole("button", { name: "Check In All" }).click();
        await expect(page.getByText("Present", { exact: true })).toHaveCount(2);
        await expect(page.getByRole("button", { name: "Check In All" })).toBeDisabled();
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }));

  it("opens a calendar item's details, edits it, and deletes it behind the spec's question", () =>
    withAdmin(async (page) => {
      const title = unique("Floor Day");
      const day = await quietNextMonthDayAt(page, 15);
      await createCalendarItem(page, title, day, "Floor refinishing");
      await page.goto("/dashboard/schedule");
      await page.getByRole("button", { name: "Next" }).click();
      const item = page.locator(".fc-event", { hasText: title });
      await item.click();
      const details = page.getByRole("dialog", { name: title });
      await expect(details.getByText("Floor refinishing")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await details.getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Calendar Item" });
      await expect(edit.getByLabel("Title")).toHaveValue(title);
      const renamed = `${title} (late)`;
      await edit.getByLabel("Title").fill(renamed);
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, TEXT.calendarItemUpdated)).toBeVisible();

      const renamedItem = page.locator(".fc-event", { hasText: renamed });
      await renamedItem.click();
      await deleteOpenCalendarItem(page, renamed);
      await expect(toast(page, TEXT.calendarItemDeleted)).toBeVisible();
      await expect(renamedItem).toHaveCount(0);
    }));

  it("marks a New Event field only once touched, and asks no price before the price is used", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/schedule/newevent");
      const title = page.getByLabel("Event Title");
      await expect(title).toBeVisible();
      // No field, and no "To publish" box, says it before a field is touched (Save & Publish's
      // own description, read by screen readers only, may).
      await expect(page.getByRole("tabpanel").getByText(TEXT.completeAllFields)).toHaveCount(0);
      await expect(title).not.toHaveAttribute("aria-invalid", "true");
      await expectWaitingButton(page.getByRole("button", { name: "Save & Publish" }));
      await title.fill("Draft");
      await title.fill("");
      await expect(title).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(TEXT.completeAllFields).first()).toBeVisible();
      await page.getByRole("tab", { name: /Price Information/ }).click();
      await expect(page.getByRole("textbox", { name: "Price" })).not.toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectWaitingButton(page.getByRole("button", { name: "Save & Publish" }));
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("names time zones as people do and shows week times with am/pm", () =>
    withAdmin(async (page) => {
      await page.goto("/dashboard/settings");
      const zone = page.getByRole("combobox", { name: "Time Zone" });
      await expect(zone).toHaveValue("Eastern Time — New York");
      await expect(zone).toHaveAccessibleDescription("America/New_York");

      await page.goto("/dashboard/schedule");
      await page.locator("label", { hasText: "Week View" }).click();
      await expect(
        page.locator(".fc-timegrid-slot-label", { hasText: /\d:00\s?(am|pm)/i }).first(),
      ).toBeVisible();
    }));

  it("works the members list: total, filters, sort, phone digits, and a way out of no results", () =>
    withAdmin(async (page) => {
      const member = await createMember(page, "Phoebe");
      const digits = String(Date.now()).slice(-7);
      await api(page, "PATCH", `/members/${member.id}`, {
        phoneNumber: `(207) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      });
      await page.goto("/dashboard/members");
      await expect(page.getByText(/^[\d,]+ members?$/)).toBeVisible();

      const search = page.getByLabel("Search members");
      await search.fill(`207.${digits.slice(0, 3)}.${digits.slice(3)}`);
      await expect(page.getByRole("row", { name: new RegExp(member.name) })).toBeVisible();

      await search.fill(unique("nobody"));
      await expect(page.getByText(TEXT.noUsersFound)).toBeVisible();
      await expect(page.getByRole("button", { name: "Create New User" })).toBeVisible();
      await page.getByRole("button", { name: "Clear" }).click();
      await expect(search).toHaveValue("");

      await page.locator("label", { hasText: /^Leaders$/ }).click();
      await page.waitForURL("**/dashboard/members?filter=leaders");
      await page.getByRole("combobox", { name: "Sort by" }).click();
      await page.getByRole("option", { name: "Name" }).click();
      await page.waitForURL(/sort=name/);
      await expect(page.getByText(/^[\d,]+ members?$/)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));
});
