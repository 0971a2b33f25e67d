import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { adminJourneys } from "./support/journeys";

// Issue #20: the Activity page shows the organization's audit log — who did what, when.
const withAdminPage = adminJourneys("admin@harbor.example");

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// A change of the journey's own: a new member, renamed, so the log has a line no other
// journey wrote.
async function renameNewMember(page: Page, lastName: string): Promise<void> {
  const headers = { "x-studiodesk-csrf": "1" };
  const firstName = "Activity";
  const created = await page.request.post("/api/v1/members", {
    headers,
    data: {
      firstName,
      lastName: "Before",
      email: `activity.${uniqueSuffix()}@e2e.example`,
      password: "Gen3rated!",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const renamed = await page.request.patch(`/api/v1/members/${id}`, {
    headers,
    data: { lastName },
  });
  expect(renamed.status()).toBe(200);
}

describe("activity", () => {
  it("shows a change just made, with who made it, and keeps it under the filters", () =>
    withAdminPage(async (page) => {
      const lastName = `Renamed${uniqueSuffix()}`;
      await renameNewMember(page, lastName);

      await page.goto("/dashboard/settings");
      await page.getByRole("link", { name: "Activity" }).click();
      await page.waitForURL("**/dashboard/settings/activity");
      await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
      const row = page.getByRole("row", { name: new RegExp(`lastName: ${lastName}`) });
      await expect(row).toBeVisible();
      await expect(row.getByRole("cell", { name: "Member updated" })).toBeVisible();
      await expect(row.getByRole("cell", { name: "Avery Morgan" })).toBeVisible();

      await page.getByRole("combobox", { name: "Member" }).click();
      await page.getByRole("option", { name: "Avery Morgan" }).click();
      await page.getByRole("combobox", { name: "Kind" }).click();
      await page.getByRole("option", { name: "User", exact: true }).click();
      await expect(row).toBeVisible();

      expect(await accessibilityViolations(page)).toEqual([]);
    }));
});
