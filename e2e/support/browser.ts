import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect as playwrightExpect } from "playwright/test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll } from "vitest";
import { launchBrowser, signIn } from "./chromium";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

// The test file's browser: launched once, closed after the file's tests.
export async function startBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return browser;
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1400, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  return { context, page };
}

// One piece of work in a fresh browser context, closed afterwards whatever happens.
export async function withFreshPage(
  browser: Browser,
  work: (page: Page, context: BrowserContext) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await work(page, context);
  } finally {
    await context.close();
  }
}

// The same, signed in as `email` (a demo admin) before the work starts.
export function withSignedInPage(
  browser: Browser,
  email: string,
  work: (page: Page) => Promise<void>,
  options: { permissions?: string[] } = {},
): Promise<void> {
  return withFreshPage(browser, async (page, context) => {
    // Copying a share link needs the clipboard, which a browser grants to the page's origin.
    if (options.permissions) await context.grantPermissions(options.permissions);
    await signIn(page, email);
    await work(page);
  });
}

// axe-core in the page: serious and critical violations, by rule id and target.
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  // Evaluated by the driver, not as an inline <script>: the app's Content-Security-Policy
  // rightly refuses inline scripts, and the scan must run against the real policy.
  await page.evaluate(source);
  // A modal or menu fading in is half transparent: scanned mid-transition its text "fails"
  // contrast. Let every running animation and transition finish first, as a person would see
  // the page (Mantine's transitions are CSS transitions, which getAnimations() includes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A loader's endless spin never finishes; only the ones that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

export { playwrightExpect as expect };
