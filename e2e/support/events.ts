import type { Page } from "playwright-core";
import { expect } from "./browser";
import { eventPayload } from "./event-payload";
import { api, apiGet, postWithPicture } from "./journeys";

// Events the journeys make for themselves (schedule, phone, dark mode), one month ahead.

// A time next month (UTC calendar), so a journey's data sits one "Next" click away.
export function nextMonthAt(day: number, hour = 0, minute = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, hour, minute));
}

const MONDAY = 1;

// Next month's first `weekday` (0 Sunday … 6 Saturday), `weekOffset` weeks on, at a UTC time.
function nextMonthWeekday(weekday: number, weekOffset: number, hour = 0, minute = 0): Date {
  const date = nextMonthAt(1, hour, minute);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCDate(date.getUTCDate() + 7 * weekOffset);
  return date;
}

export const nextMonthMonday = (weekOffset: number): string =>
  nextMonthWeekday(MONDAY, weekOffset).toISOString().slice(0, 10);

// The least busy day of next month at `hour` UTC, for every journey that looks for its entry
// in the month grid or a phone's agenda (a fixed date, or a fixed weekday, passes or fails
// with the month: the journeys' weekly events fill next month's Mondays, the demo's classes
// its Thursdays). The e2e files run one after another, so each sees the items of the ones
// before. The demo's entries move with today's date, and a day of more than four entries
// hides its later ones behind '+N more': on 28 November the demo put two on next month's second
// Saturday, where the front desk's item then hid (CI). Days are the studio's (its time zone).
export async function quietNextMonthDayAt(page: Page, hour: number): Promise<Date> {
  const month = nextMonthAt(1).toISOString().slice(0, 7);
  const [{ events, calendarItems }, account] = await Promise.all([
    apiGet<{ events: { eventStart: string }[]; calendarItems: { calendarStart: string }[] }>(
      page,
      `/calendar?month=${month}`,
    ),
    apiGet<{ publicInformation: { timezone: string } }>(page, "/account"),
  ]);
  const studioDay = new Intl.DateTimeFormat("en-CA", {
    timeZone: account.publicInformation.timezone,
  });
  const entriesByDay = new Map<string, number>();
  for (const start of [
    ...events.map((entry) => entry.eventStart),
    ...calendarItems.map((entry) => entry.calendarStart),
  ]) {
    const day = studioDay.format(new Date(start));
    entriesByDay.set(day, (entriesByDay.get(day) ?? 0) + 1);
  }
  const days: Date[] = [];
  for (let date = 1; nextMonthAt(date, hour).toISOString().startsWith(month); date++) {
    days.push(nextMonthAt(date, hour));
  }
  const entriesOn = (day: Date) => entriesByDay.get(studioDay.format(day)) ?? 0;
  return days.reduce((quietest, day) => (entriesOn(day) < entriesOn(quietest) ? day : quietest));
}

const monthOf = (date: string) => date.slice(0, 7);

// Creates an event through the API from the signed-in page (the journeys under test are
// the edits that follow), weekly on next month's Mondays at `utcTime` (6 PM in New York by
// default), and returns the starts of its first occurrences.
export async function createWeeklyEvent(
  page: Page,
  title: string,
  quantity: number | null,
  utcTime = "23:00",
) {
  const start = `${nextMonthMonday(0)}T${utcTime}:00.000Z`;
  const end = `${nextMonthMonday(5)}T${utcTime}:00.000Z`;
  const payload = eventPayload(title, start, {
    eventDescription: "Created by the schedule journey.",
    requiredDocuments: true,
    showOnWebsite: true,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
    eventEnd: end,
    price: { amount: 2000, quantity, oneTimePurchase: false },
  });
  const { eventId } = await postWithPicture<{ eventId: string }>(page, "/api/v1/events", payload);
  const starts = await page.evaluate(
    async ({ eventId, month }) => {
      const calendar = await (await fetch(`/api/v1/calendar?month=${month}`)).json();
      return (calendar.events as Array<{ eventId: string; occurrenceStart: string }>)
        .filter((entry) => entry.eventId === eventId)
        .map((entry) => entry.occurrenceStart);
    },
    { eventId, month: monthOf(start) },
  );
  return { eventId, starts };
}

export const eventUrl = (eventId: string, eventStart: string) =>
  `/dashboard/schedule/event/${eventId}/?eventStart=${encodeURIComponent(eventStart)}`;

// An occurrence's attendees, reached as a person does: the event view's Options, View Attendees.
export async function openAttendees(page: Page, eventId: string, eventStart: string) {
  await page.goto(eventUrl(eventId, eventStart));
  await page.getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "View Attendees" }).click();
  await page.waitForURL(`**/dashboard/schedule/event/${eventId}/users**`);
}

// In the open Add Attendees picker: the first member listed is checked, added, and the question
// answered Yes. Answers the member's name as the picker shows it.
export async function addFirstAttendee(page: Page): Promise<string> {
  const picker = page.getByRole("dialog", { name: "Add Attendees" });
  const memberName = await picker.locator(".mantine-Checkbox-label").first().innerText();
  await picker.getByRole("checkbox").first().check();
  await picker.getByRole("button", { name: "Add Attendees" }).click();
  await page
    .getByRole("dialog", { name: "Add Attendees" })
    .getByRole("button", { name: "Yes" })
    .click();
  return memberName;
}

// Issue #21: Delete in an open calendar item's details asks the spec's question; Yes deletes.
export async function deleteOpenCalendarItem(page: Page, title: string) {
  await page.getByRole("dialog", { name: title }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: title });
  await expect(confirm.getByText("Do you want to delete this calendar item?")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes" }).click();
}

// A black calendar item on next month's least busy day, then the schedule in dark mode turned
// to that month: the journeys check that the item keeps its colour there (a crowded day would
// hide it behind '+N more', or 'Show N more' in a phone's agenda).
export async function showBlackItemInDarkSchedule(page: Page, title: string, description: string) {
  const start = await quietNextMonthDayAt(page, 10);
  await createCalendarItem(page, title, start, description, "#000000");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/dashboard/schedule");
  await page.getByRole("button", { name: "Next" }).click();
}

// A one-time calendar item, an hour long, through the API from the signed-in page.
export function createCalendarItem(
  page: Page,
  title: string,
  start: Date,
  description: string,
  color = "#336699",
) {
  return api(page, "POST", "/calendar-items", {
    calendarTitle: title,
    calendarDescription: description,
    calendarStart: start.toISOString(),
    calendarDuration: 3600,
    calendarHex: color,
    recurrence: null,
    calendarEnd: null,
  });
}
