import type { Browser, Locator, Page, Route } from "playwright-core";
import { beforeAll } from "vitest";
import { BASE_URL, expect, startBrowser, withSignedInPage } from "./browser";

// A 1×1 PNG; the server re-encodes every picture as JPEG anyway.
export const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

// The tiny PNG as a file chooser takes it.
export const pngFile = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(TINY_PNG, "base64"),
});

// The page's session ended on the server, as an admin's revoke or a sign-out on another
// device ends it: its own cookie signed out from outside the browser.
export async function endSessionFromOutside(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "studiodesk_session");
  const response = await fetch(`${BASE_URL}/api/v1/auth/sign-out`, {
    method: "POST",
    headers: { cookie: `studiodesk_session=${session?.value}`, "x-studiodesk-csrf": "1" },
  });
  expect(response.status).toBe(204);
}

export const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root", { hasText: text });

// Closes the toast saying `text` and waits until it is gone, so the next one is the next save's.
export async function closeToast(page: Page, text: string) {
  await toast(page, text).getByRole("button", { name: "Close notification" }).click();
  await expect(toast(page, text)).toHaveCount(0);
}

// Types over a field's whole text as a person does: click, select all, type. A money field
// takes its editing form ("$ 12.5") as focus arrives, which undoes the select-all that
// Playwright's fill makes just before focusing, so fill added to the old amount.
export async function typeOver(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+A");
  if (text === "") await field.press("Backspace");
  else await field.pressSequentially(text);
}

// The addresses of the requests the page sends from now on with `method` (to an address
// `isCounted` accepts): how a journey shows that a refused form wrote nothing, or that a
// double click created once.
export function requestsSent(
  page: Page,
  method: string,
  isCounted: (url: string) => boolean = () => true,
): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && isCounted(request.url())) sent.push(request.url());
  });
  return sent;
}

// Holds the matching requests until `release()`, once `ready`: a slowed upload or a list still
// loading, without a timer.
export function holdRequests(page: Page, pattern: string | RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  return { ready: page.route(pattern, hold), release };
}

// A button that waits (Save & Publish with fields missing, Add Item at the item limit) stays a
// Tab stop (issue #19): aria-disabled, never natively disabled.
export async function expectWaitingButton(button: Locator) {
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveJSProperty("disabled", false);
}

// Presses a waiting button by keyboard: it takes the focus and keeps it (a journey checks
// that nothing else happened).
export async function pressWaitingButton(button: Locator) {
  await expectWaitingButton(button);
  await button.focus();
  await button.press("Enter");
  await expect(button).toBeFocused();
}

type JourneyOptions = Parameters<typeof withSignedInPage>[3];

// One browser for a test file; each journey runs in a fresh context signed in as the admin
// (a journey's own options add to the file's).
export function adminJourneys(email = "admin@harbor.example", options: JourneyOptions = {}) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  return (work: (page: Page) => Promise<void>, journeyOptions: JourneyOptions = {}) =>
    withSignedInPage(browser, email, work, { ...options, ...journeyOptions });
}

type HeardAccount = {
  appInformation: { isPaymentActive: boolean; accountBanner?: object | null };
  paymentInformation: { currency: string };
};

// The platform sets some of an account (the payment switch, the account banner), no studio
// admin can, and no demo organization has every state: a journey about such a state hears the
// session (the sign-in's answer and any later read) say it. Pages must then be reached in the
// app (side menu, links): a page loaded by address arrives with the server's session.
export function hearAccount(change: (account: HeardAccount) => void) {
  return async (page: Page): Promise<void> => {
    const changed = async (route: Route) => {
      const response = await route.fetch();
      const session = (await response.json()) as { account?: HeardAccount } | null;
      if (session?.account) change(session.account);
      await route.fulfill({ response, json: session });
    };
    await page.route("**/api/v1/auth/sign-in", changed);
    await page.route("**/api/v1/auth/session", changed);
  };
}

// No demo organization has the schedule on with payments off.
export const hearPaymentsOff = hearAccount((account) => {
  account.appInformation.isPaymentActive = false;
});

// An in-app visit of a path, as the router makes one on Back or Forward: no page load, so
// the session the app holds stays (see hearPaymentsOff).
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

// An in-app visit through the side menu: the page asks the API from the browser (a page
// loaded by address arrives drawn by the server, its first answers with it).
export const openFromSideMenu = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Side menu" })
    .getByRole("link", { name, exact: true })
    .click();

// A read of the API with the signed-in page's cookie, which must succeed.
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

// A write (or read) of the API with the signed-in page's cookie and the CSRF header, which
// must succeed; answers the JSON.
export async function api<T>(page: Page, method: string, path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { "x-studiodesk-csrf": "1" },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
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

// An invoice row's actions (Copy Pay Link … Delete) sit in the row's menu: opens it and
// answers the menu, whose items a journey then finds by role "menuitem".
export async function openInvoiceActions(row: Locator): Promise<Locator> {
  await row.getByRole("button", { name: /^Invoice actions for / }).click();
  const menu = row.page().getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}
