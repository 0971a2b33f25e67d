import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect as playwrightExpect } from "playwright/test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll } from "vitest";
import { launchBrowser, signIn } from "./chromium";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

// The test file's browser: launched once, closed after the file's tests.
export async function startBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return browser;
}

// Hunting a race (docs/ARCHITECTURE.md "Tests"): E2E_CPU_THROTTLE=8 runs each page's scripts
// eight times slower (Chromium's own throttling), as on a busy CI machine. A journey that then
// fails is racing the app, most often a locator that matched the page before its change had
// rendered.
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? "1");

// How a journey's browser is set up: the window's size, and the zone of its clock (the
// machine's, UTC in the test run, unless a journey is about another).
export type BrowserSetup = { viewport?: { width: number; height: number }; timezoneId?: string };

export async function newPage(
  browser: Browser,
  { viewport = { width: 1400, height: 900 }, timezoneId }: BrowserSetup = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, timezoneId });
  const page = await context.newPage();
  if (CPU_THROTTLE > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
  }
  waitForTheAppOnLoads(page);
  return { context, page };
}

// A page the server drew (issue #19) shows at once, but its controls answer only once the app
// has taken it over (the server marks #root aria-disabled until then). A person waits for
// that; so does every journey, after each load of a page, whatever it does next.
function waitForTheAppOnLoads(page: Page): void {
  const appTookOver = () =>
    page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("aria-disabled"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOver();
    return response;
  };
}

// One piece of work in a fresh browser context, closed afterwards whatever happens. Every
// route the work visited is then scanned with axe (issue #19: no page regresses), so the
// journeys check accessibility without asking for it.
export async function withFreshPage(
  browser: Browser,
  work: (page: Page, context: BrowserContext) => Promise<void>,
  setup?: BrowserSetup,
): Promise<void> {
  const { context, page } = await newPage(browser, setup);
  const pageErrors = recordPageErrors(page);
  try {
    const visited = recordVisitedRoutes(page);
    await work(page, context);
    await scanVisitedRoutes(page, visited);
  } catch (error) {
    throw await withPageState(error, page, pageErrors);
  } finally {
    await context.close();
  }
}

// The page's uncaught errors and console errors, for the report of a failed journey.
function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

// A journey that fails once in many runs on a busy machine is a race to find, not to retry:
// its error then says what the page showed (address, open dialogs, focus, errors), so one
// CI log is enough to start from.
async function withPageState(error: unknown, page: Page, pageErrors: string[]): Promise<unknown> {
  if (!(error instanceof Error) || page.isClosed()) return error;
  const state = await Promise.race([
    page
      .evaluate(() => {
        const describe = (element: Element | null) => {
          if (!element || element === document.body) return "the page's body";
          const name =
            element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
          return `<${element.tagName.toLowerCase()}> "${name}"`;
        };
        const dialogs = Array.from(
          document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
        )
          .map((dialog) => {
            const labelId = dialog.getAttribute("aria-labelledby");
            const title = labelId ? document.getElementById(labelId)?.textContent : null;
            return title ?? dialog.getAttribute("aria-label") ?? "untitled";
          })
          .join(", ");
        return [
          `address: ${window.location.href}`,
          `heading: ${document.querySelector("h1")?.textContent ?? "none"}`,
          `open dialogs: ${dialogs || "none"}`,
          `focus: ${describe(document.activeElement)}`,
        ];
      })
      .catch((reason: unknown) => [`(the page could not be read: ${String(reason)})`]),
    new Promise<string[]>((resolve) =>
      setTimeout(() => resolve(["(the page did not answer in 5 s)"]), 5_000),
    ),
  ]);
  const errors = pageErrors.length > 0 ? pageErrors.slice(-10) : ["none"];
  error.message += `\n\nThe page when the journey failed:\n  ${state.join("\n  ")}\n  page errors: ${errors.join("; ")}`;
  return error;
}

// Routes already scanned in this test file, by pattern: an id is the same route whatever id.
const scannedRoutes = new Set<string>();

const routePattern = (url: URL) =>
  url.pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) && segment.length >= 8 ? ":id" : segment))
    .join("/")
    .replace(/\/$/, "");

// The app's pages the main frame showed, by pattern, with the first address of each; an
// in-app navigation (history API) counts as a visit too.
function recordVisitedRoutes(page: Page): Map<string, string> {
  const visited = new Map<string, string>();
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin !== new URL(BASE_URL).origin || url.pathname.startsWith("/api/")) return;
    const pattern = routePattern(url);
    if (!visited.has(pattern)) visited.set(pattern, url.href);
  });
  // A page with unsaved edits asks the browser before it unloads; the scan's navigation
  // leaves anyway. Other dialogs keep Playwright's default (dismissed) unless a test listens.
  page.on("dialog", async (dialog) => {
    if (dialog.type() === "beforeunload") await dialog.accept();
    else if (listenerCount(page, "dialog") === 1) await dialog.dismiss();
  });
  return visited;
}

// A Page is an EventEmitter at run time; its type leaves listenerCount out.
const listenerCount = (page: Page, event: string) =>
  (page as unknown as { listenerCount: (name: string) => number }).listenerCount(event);

// Each visited route not yet scanned in this file: opened again, left to finish loading,
// then scanned; serious or critical violations fail the journey, naming the route. An address
// that sends the browser on (an unknown id back to its list, / to the dashboard) draws no page
// of its own: the page it lands on is scanned, once. (Scanning the schedule again for each
// unknown event id doubled missing-ids' journeys and timed them out on a busy machine.)
async function scanVisitedRoutes(page: Page, visited: Map<string, string>): Promise<void> {
  const failures: string[] = [];
  for (const [pattern, href] of visited) {
    if (scannedRoutes.has(pattern)) continue;
    scannedRoutes.add(pattern);
    await page.goto(href);
    await page
      .locator('[role="status"][aria-label^="Loading"]')
      .first()
      .waitFor({ state: "detached", timeout: 10_000 })
      .catch(() => undefined);
    const landed = routePattern(new URL(page.url()));
    if (landed !== pattern) {
      if (scannedRoutes.has(landed)) continue;
      scannedRoutes.add(landed);
    }
    const violations = await accessibilityViolations(page);
    const where = landed === pattern ? pattern : `${pattern} (on ${landed})`;
    if (violations.length > 0) failures.push(`${where}: ${violations.join("; ")}`);
  }
  playwrightExpect(failures, "serious or critical axe violations").toEqual([]);
}

// The same, signed in as `email` (a demo admin) before the work starts.
export function withSignedInPage(
  browser: Browser,
  email: string,
  work: (page: Page) => Promise<void>,
  options: {
    permissions?: string[];
    // Set up before signing in: a route that rewrites the session answers, for instance.
    beforeSignIn?: (page: Page) => Promise<void>;
    // The zone of the browser's clock, for a journey about a browser away from the studio.
    timezoneId?: string;
    // The window's size, for a journey about a narrower screen than the usual 1400 × 900.
    viewport?: BrowserSetup["viewport"];
  } = {},
): Promise<void> {
  return withFreshPage(
    browser,
    async (page, context) => {
      // Copying a share link needs the clipboard, which a browser grants to the page's origin.
      if (options.permissions) await context.grantPermissions(options.permissions);
      await options.beforeSignIn?.(page);
      await signIn(page, email);
      await work(page);
    },
    { timezoneId: options.timezoneId, viewport: options.viewport },
  );
}

type AxeViolation = { id: string; impact: string; nodes: Array<{ target: string[] }> };

// axe-core run in the page with `options` (axe's run options), once the running transitions end.
export async function axeViolations(page: Page, options: object): Promise<AxeViolation[]> {
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
  const results = await page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    return axe.run(document, runOptions);
  }, options);
  return results.violations;
}

// axe-core in the page: serious and critical violations, by rule id and target.
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { resultTypes: ["violations"] });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

export { playwrightExpect as expect };

// A text field as a tab opened before its limit came shows it: without the maxlength that now
// stops typing at the API's limit, so a journey can still reach the API's refusal of more.
export const unlimit = (field: Locator): Promise<void> =>
  field.evaluate((input) => input.removeAttribute("maxlength"));
