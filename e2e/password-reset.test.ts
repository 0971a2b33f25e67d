import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, it } from "vitest";
import { expect, launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The embedded mailer writes each mail to DATA_DIR/mail; read the newest reset link there.
function latestResetLink(): string {
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? "./data", "mail");
  const files = readdirSync(mailDir).sort();
  const raw = readFileSync(path.join(mailDir, files.at(-1) ?? ""), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const link = raw.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error("no reset link in the newest mail");
  return link;
}

it("resets a password from the emailed link and signs in with the new one", async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto("/login");
    await page.getByText("Forgot Password").click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await dialog.getByLabel("Email").fill("member@harbor.example");
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(/If an email address is associated/).first()).toBeVisible();

    await expect.poll(() => { try { return latestResetLink(); } catch { return ""; } }).toContain("token=");
    await page.goto(new URL(latestResetLink()).pathname + new URL(latestResetLink()).search);
    await page.getByLabel("New password").fill("a-brand-new-password");
    await page.getByLabel("Confirm password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Your password has been reset. You can now sign in.")).toBeVisible();

    // The member has no admin role: reaching that refusal proves the new password was accepted.
    await page.goto("/login");
    await page.getByLabel("Email").fill("member@harbor.example");
    await page.getByLabel("Password", { exact: true }).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(/does not have access/)).toBeVisible();
  } finally {
    await context.close();
  }
});
