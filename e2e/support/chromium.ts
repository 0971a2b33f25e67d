import { type Browser, chromium, type Page } from "playwright-core";

// Launching and signing in, shared by the journeys and the bench (scripts/bench): nothing here
// needs the DOM types, which the bench does not load.

export const DEMO_PASSWORD = "studio-demo";

// Debian's Chromium, started the way this machine's closed network needs.
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

// Through the sign-in page, as a person would; relative to the context's base URL.
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await submitSignInForm(page, email, password);
  await page.waitForURL("**/dashboard");
}

// Types into the sign-in form already on the page and presses Sign In, whatever the outcome.
export async function submitSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
