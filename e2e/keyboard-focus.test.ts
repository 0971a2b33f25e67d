import { beforeAll, describe, it } from "vitest";
import { expect, startBrowser, withFreshPage } from "./support/browser";
import { DEMO_PASSWORD } from "./support/chromium";

// Issue #19, keyboard only: where focus goes when what held it goes away. A control removed
// while focused drops a keyboard or screen-reader user to the top of the page (the body); the
// next Tab starts over at "Skip to main content".

describe("focus after signing in (issue #19)", () => {
  let browser: Awaited<ReturnType<typeof startBrowser>>;
  beforeAll(async () => {
    browser = await startBrowser();
  });

  it("starts on the dashboard's heading after Sign In, not at the top of the page", () =>
    withFreshPage(browser, async (page) => {
      await page.goto("/login");
      await page.getByLabel("Email").focus();
      await page.keyboard.type("admin@harbor.example");
      await page.keyboard.press("Tab");
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
    }));
});
