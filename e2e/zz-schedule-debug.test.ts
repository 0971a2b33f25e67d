import { afterAll, beforeAll, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, signIn } from "./support/browser";
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());
it("debug", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, "admin@harbor.example");
  const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
  const entry = await page.evaluate(async (m) => {
    const c = await (await fetch(`/api/v1/calendar?month=${m}`)).json();
    return c.events.find((e: { eventTitle: string }) => e.eventTitle.startsWith("Journey Attendance"));
  }, month);
  await page.goto(`/dashboard/schedule/event/${entry.eventId}/?eventStart=${encodeURIComponent(entry.occurrenceStart)}`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: "/tmp/sched-event.png", fullPage: true });
  await page.goto(`/dashboard/schedule/event/${entry.eventId}/users`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: "/tmp/sched-attendees.png" });
  await page.goto("/dashboard/schedule");
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: "/tmp/sched-calendar.png" });
  await context.close();
});
