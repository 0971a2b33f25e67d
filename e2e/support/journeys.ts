import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newPage, signIn } from "./browser";

// A 1×1 PNG; the server re-encodes every picture as JPEG anyway.
export const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root", { hasText: text });

// One browser for a test file; each journey runs in a fresh context signed in as the admin.
export function adminJourneys(email = "admin@harbor.example") {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  return async function withAdmin(work: (page: Page) => Promise<void>) {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, email);
      await work(page);
    } finally {
      await context.close();
    }
  };
}
