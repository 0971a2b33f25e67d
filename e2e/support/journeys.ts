import type { Browser, Page } from "playwright-core";
import { beforeAll } from "vitest";
import { startBrowser, withSignedInPage } from "./browser";

// A 1×1 PNG; the server re-encodes every picture as JPEG anyway.
export const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root", { hasText: text });

// One browser for a test file; each journey runs in a fresh context signed in as the admin.
export function adminJourneys(email = "admin@harbor.example") {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  return (work: (page: Page) => Promise<void>) => withSignedInPage(browser, email, work);
}

// Creates an item with a picture through its multipart API (payload first, then the tiny
// PNG) from the signed-in page, and answers the created item's JSON.
export function postWithPicture<Created>(page: Page, path: string, payload: object) {
  return page.evaluate(
    async ({ path, payload, png }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append("payload", JSON.stringify(payload));
      form.append("image", new Blob([bytes], { type: "image/png" }), "picture.png");
      const headers = { "x-studiodesk-csrf": "1" };
      const created = await fetch(path, { method: "POST", body: form, headers });
      if (!created.ok) throw new Error(await created.text());
      return created.json();
    },
    { path, payload, png: TINY_PNG },
  ) as Promise<Created>;
}

// A one-off free event's New Event payload (001 §7) at `eventStart`; `changes` sets the rest.
export function eventPayload(eventTitle: string, eventStart: string, changes: object = {}) {
  return {
    eventTitle,
    eventDescription: "Created by an end-to-end journey.",
    eventStart,
    eventDuration: 3600,
    location: { title: "Studio A", description: "" },
    calendarHex: null,
    requiredDocuments: false,
    showOnWebsite: true,
    classId: null,
    recurrence: null,
    eventEnd: null,
    eventMaxUsers: null,
    price: null,
    isPrepaidOption: false,
    eventButtonLink: null,
    eventButtonTitle: null,
    ageItem: null,
    eventPolicy: null,
    eventLeaders: [],
    isFeatured: false,
    isPrivate: false,
    isOnCalendar: true,
    registrationStartDuration: null,
    registrationCloseDuration: null,
    ...changes,
  };
}
