import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, BASE_URL, expect } from "./support/browser";
import { adminJourneys, toast } from "./support/journeys";

// The spec's texts (001 §2 Class view, Class members, §5 Other, §8), written out: the
// journeys check what the user reads.
const TEXT = {
  classPrivate: "Private - Users must request access",
  classMembersTip: "Removing users cancels their class billing subscription.",
  removeUsersBeforeDeleting: "Please remove all users before deleting this class.",
};

// The demo classes (seed/demo-classes.ts).
const FREE_CLASS = "Sunrise Vinyasa Club";
const PAID_CLASS = "Yin & Restore Series";
const PRIVATE_CLASS = "Teacher Training Circle";

const withAdmin = adminJourneys();

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openClasses(page: Page) {
  await page.getByRole("link", { name: "Classes", exact: true }).click();
  await page.waitForURL("**/dashboard/classes");
  await page.mouse.move(700, 880);
  await expect(section(page, "Active Classes").getByRole("row").nth(1)).toBeVisible();
}

async function openClass(page: Page, title: string) {
  await openClasses(page);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(section(page, "Class Summary")).toBeVisible();
}

async function openMembers(page: Page, title: string) {
  await openClass(page, title);
  await page.getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "View Members" }).click();
  await page.waitForURL("**/users");
  await expect(page.getByRole("heading", { name: `${title} Members`, level: 1 })).toBeVisible();
  await expect(page.getByText(TEXT.classMembersTip)).toBeVisible();
}

// The first name in a table of the members page.
async function firstName(page: Page, table: string): Promise<string> {
  const cell = section(page, table).getByRole("row").nth(1).getByRole("cell").first();
  return (await cell.innerText()).trim();
}

describe("classes (001 §2 Classes list, Class view, Class members)", () => {
  it("lists the demo classes and opens a class view with its summary", () =>
    withAdmin(async (page) => {
      await openClasses(page);
      const active = section(page, "Active Classes");
      for (const title of [FREE_CLASS, PAID_CLASS, PRIVATE_CLASS]) {
        await expect(active.getByRole("link", { name: title, exact: true })).toBeVisible();
      }
      await expect(active.getByRole("row", { name: new RegExp(FREE_CLASS) })).toContainText(
        "9 / 20",
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await active.getByRole("link", { name: PRIVATE_CLASS, exact: true }).click();
      const summary = section(page, "Class Summary");
      await expect(summary).toContainText(TEXT.classPrivate);
      await expect(summary).toContainText("Pending Members: 3");
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("goes back to the classes list from an unknown class id", () =>
    withAdmin(async (page) => {
      await page.goto(`${BASE_URL}/dashboard/classes/no-such-class/`);
      await page.waitForURL("**/dashboard/classes");
      await expect(section(page, "Active Classes")).toBeVisible();
    }));

  it("accepts a pending member of the private class", () =>
    withAdmin(async (page) => {
      await openMembers(page, PRIVATE_CLASS);
      const pending = section(page, "Pending Members");
      await expect(pending).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      const name = await firstName(page, "Pending Members");
      await pending.getByRole("button", { name: `Accept ${name}` }).click();
      await expect(section(page, "Class Members").getByText(name)).toBeVisible();
      await expect(pending.getByText(name)).toHaveCount(0);
    }));

  it("removes a member after confirmation", () =>
    withAdmin(async (page) => {
      await openMembers(page, FREE_CLASS);
      const members = section(page, "Class Members");
      const name = await firstName(page, "Class Members");
      await members.getByRole("button", { name: `Remove ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Remove Member" });
      await expect(dialog).toContainText(TEXT.classMembersTip);
      await dialog.getByRole("button", { name: "Remove" }).click();
      await expect(dialog).toBeHidden();
      await expect(members.getByText(name, { exact: true })).toHaveCount(0);
    }));

  it("refuses to delete a paid class with members with the spec's message", () =>
    withAdmin(async (page) => {
      await openClass(page, PAID_CLASS);
      await page.getByRole("button", { name: "Options" }).click();
      await page.getByRole("menuitem", { name: "Delete Class" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Class" });
      await dialog.getByRole("button", { name: "Delete Class" }).click();
      await expect(toast(page, TEXT.removeUsersBeforeDeleting)).toBeVisible();
      await expect(page.getByRole("heading", { name: PAID_CLASS, level: 1 })).toBeVisible();
    }));
});
