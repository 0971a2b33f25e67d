import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { accessibilityViolations, expect } from "./support/browser";
import { eventPayload } from "./support/event-payload";
import {
  addFirstAttendee,
  createCalendarItem,
  createWeeklyEvent,
  openAttendees,
  quietNextMonthDayAt,
} from "./support/events";
import { adminJourneys, postWithPicture } from "./support/journeys";

const journey = adminJourneys();

// Letters only, unique per run: a search for it finds this run's rows and nothing else.
const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(
    /[0-9]/g,
    (digit) => "qwxzjkvbpy"[Number(digit)] ?? "q",
  );

async function createMember(page: Page, lastName: string) {
  const response = await page.request.post("/api/v1/members", {
    headers: { "x-studiodesk-csrf": "1" },
    data: {
      firstName: "Keyboard",
      lastName,
      email: `keyboard.${lastName}@e2e.example`.toLowerCase(),
      password: "Gen3rated!",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

function createEvent(page: Page, title: string) {
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setUTCHours(18, 0, 0, 0);
  return postWithPicture<{ eventId: string }>(
    page,
    "/api/v1/events",
    eventPayload(title, start.toISOString()),
  );
}

// Opens the page's Options menu by keyboard (focus, Enter); answers the Options button, where
// focus must come back once the menu's work is done.
async function openOptionsByKeyboard(page: Page, path: string) {
  await page.goto(path);
  const options = page.getByRole("button", { name: "Options" });
  await options.focus();
  await page.keyboard.press("Enter");
  return options;
}

// ⌘K / Ctrl+K and the term; answers the results dialog once its one hit shows, under its group.
async function searchFor(page: Page, term: string, group: string, shownTitle: string) {
  // A dialog still fading out from the previous search is not the one to type into; and a
  // person presses the keys once the page, its top bar's Search box included, is there.
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Search", exact: true })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(
    dialog.getByRole("textbox", { name: "Search members, events, classes, products and files" }),
  ).toBeFocused();
  await page.keyboard.type(term);
  await expect(
    dialog.getByRole("group", { name: group }).getByText(shownTitle, { exact: true }),
  ).toBeVisible();
  return dialog;
}

// The arrow picks the hit, Enter opens it.
async function openPickedHit(page: Page) {
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
}

describe("keyboard (issue #19)", () => {
  it("offers a skip link to the main content as the first Tab stop", () =>
    journey(async (page) => {
      // A page load: after Sign In (a navigation) focus is on the dashboard's heading instead.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: "Skip to main content" });
      await expect(skipLink).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main-content")).toBeFocused();
    }));

  it("moves focus to the new page's heading after a navigation", () =>
    journey(async (page) => {
      await page
        .getByRole("navigation", { name: "Side menu" })
        .getByRole("link", { name: "Members", exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeFocused();
    }));

  it("opens an Options menu by keyboard on its first item", () =>
    journey(async (page) => {
      const options = await openOptionsByKeyboard(page, "/dashboard/members");
      const items = page.getByRole("menu").getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(options).toBeFocused();
    }));

  it("keeps focus given back on Options when it drops to the page just after the modal closed", () =>
    journey(async (page) => {
      const options = await openOptionsByKeyboard(page, "/dashboard/members");
      await expect(page.getByRole("menuitem", { name: "Create New User" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Create New User" });
      await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeFocused();
      // What a re-render during the fade does: the first time focus comes back to Options,
      // it is dropped to the page's body on the next tick.
      await page.evaluate(() => {
        const button = Array.from(document.querySelectorAll("button")).find(
          (candidate) => candidate.textContent?.trim() === "Options",
        );
        button?.addEventListener(
          "focus",
          () => window.setTimeout(() => (document.activeElement as HTMLElement | null)?.blur()),
          { once: true },
        );
      });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(options).toBeFocused();
    }));

  it("keeps focus in the form when a customer is chosen and changed by keyboard", () =>
    journey(async (page) => {
      const lastName = uniqueWord("Customer");
      await createMember(page, lastName);
      await page.goto("/dashboard/invoices/newinvoice");
      const customer = page.getByRole("combobox", { name: "Customer" });
      await customer.focus();
      await page.keyboard.type(lastName);
      await expect(page.getByRole("option", { name: new RegExp(lastName) })).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      // The picker gives way to the chosen customer's card: focus goes with it, not to the top.
      const change = page.getByRole("button", { name: "Change Customer" });
      await expect(change).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(customer).toBeFocused();
    }));
});

// Where a keyboard user is after a modal or a save: where they were, not back at the page's top.
describe("focus around modals and saves (issue #19)", () => {
  const unsavedChangesTitle = "Unsaved Changes";

  async function openNewCalendarItem(page: Page) {
    await page.goto("/dashboard/schedule");
    const newItem = page.getByRole("button", { name: "New Item" });
    await newItem.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New Calendar Item" });
    await expect(dialog).toBeVisible();
    return { dialog, newItem };
  }

  it("opens New Calendar Item on its Title; Escape closes it untouched, back on New Item", () =>
    journey(async (page) => {
      const { dialog, newItem } = await openNewCalendarItem(page);
      await expect(dialog.getByRole("textbox", { name: "Title" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("dialog", { name: unsavedChangesTitle })).toHaveCount(0);
      await expect(newItem).toBeFocused();
    }));

  it("asks before Escape or Close throws away a typed calendar item", () =>
    journey(async (page) => {
      const { dialog } = await openNewCalendarItem(page);
      const title = dialog.getByRole("textbox", { name: "Title" });
      // Typed once the caret shows in Title, as a person does: Mantine's focus trap moves the
      // focus a moment after the dialog shows, and keys pressed before that reach New Item.
      await expect(title).toBeFocused();
      await page.keyboard.type("Floor refinishing");
      await page.keyboard.press("Escape");
      const question = page.getByRole("dialog", { name: unsavedChangesTitle });
      await expect(question.getByText("Unsaved Changes", { exact: true })).toBeVisible();
      await question.getByRole("button", { name: "Stay" }).focus();
      await page.keyboard.press("Enter");
      await expect(question).toBeHidden();
      await expect(title).toHaveValue("Floor refinishing");
      // Stay goes back to where the question interrupted the typing.
      await expect(title).toBeFocused();

      await dialog.getByRole("button", { name: "Close" }).click();
      await question.getByRole("button", { name: "Leave" }).click();
      await expect(dialog).toBeHidden();
    }));

  it("closes only the colour picker on Escape, leaving New Calendar Item open", () =>
    journey(async (page) => {
      const { dialog, newItem } = await openNewCalendarItem(page);
      const colour = dialog.getByRole("textbox", { name: "Calendar Colour" });
      await colour.focus();
      const picker = page.getByRole("slider").first();
      await expect(picker).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(picker).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(colour).toBeFocused();
      // The next Escape is the modal's: nothing was typed, so it closes without a question.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(newItem).toBeFocused();
    }));

  it("names the colour picker's sliders, reached by Tab, and Escape on one closes the picker only", () =>
    journey(async (page) => {
      const { dialog } = await openNewCalendarItem(page);
      const colour = dialog.getByRole("textbox", { name: "Calendar Colour" });
      await colour.focus();
      const saturation = dialog.getByRole("slider", { name: "Saturation and brightness" });
      const hue = dialog.getByRole("slider", { name: "Hue" });
      await expect(saturation).toBeVisible();
      await expect(hue).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Past the eye dropper, where the browser has one, to the picker's first slider.
      await page.keyboard.press("Tab");
      const eyeDropper = dialog.getByRole("button", { name: "Pick a colour from the screen" });
      if (
        await eyeDropper.evaluate((button) => button === document.activeElement).catch(() => false)
      )
        await page.keyboard.press("Tab");
      await expect(saturation).toBeFocused();
      // Brighter: the default black becomes a grey, typed into the field.
      const before = await colour.inputValue();
      await page.keyboard.press("ArrowUp");
      await expect(colour).not.toHaveValue(before);
      await expect(colour).toHaveValue(/^#[0-9a-f]{6}$/);
      await page.keyboard.press("Tab");
      await expect(hue).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(hue).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(colour).toBeFocused();
      await dialog.getByRole("button", { name: "Close" }).click();
      await page
        .getByRole("dialog", { name: unsavedChangesTitle })
        .getByRole("button", { name: "Leave" })
        .click();
      await expect(dialog).toBeHidden();
    }));

  // Mantine's modal keeps its focus through its closing transition; it was then lost to the page.
  it("answers No or Escape to a delete question back on the Delete button that asked it", () =>
    journey(async (page) => {
      await page.goto("/dashboard/documents");
      const remove = page
        .getByRole("table")
        .getByRole("button", { name: /^Delete / })
        .first();
      const question = page
        .getByRole("dialog")
        .filter({ hasText: "Are you sure you want to delete this document?" });
      for (const answer of ["No", "Escape"]) {
        await remove.focus();
        await page.keyboard.press("Enter");
        await expect(question).toBeVisible();
        // It opens on No, the answer that deletes nothing.
        await expect(question.getByRole("button", { name: "No" })).toBeFocused();
        if (answer === "No") {
          await page.keyboard.press("Enter");
        } else {
          await page.keyboard.press("Escape");
        }
        await expect(question).toBeHidden();
        await expect(remove).toBeFocused();
      }
    }));

  it("closes an untouched New Notification on Escape back on its button", () =>
    journey(async (page) => {
      await page.goto("/dashboard/notifications");
      const newNotification = page.getByRole("button", { name: "New Notification" });
      await newNotification.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "New Notification" });
      await expect(dialog.getByRole("textbox", { name: "Message" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(newNotification).toBeFocused();
    }));

  it("returns to Options after Create New User is saved from its menu", () =>
    journey(async (page) => {
      const lastName = uniqueWord("Created");
      const options = await openOptionsByKeyboard(page, "/dashboard/members");
      await expect(page.getByRole("menuitem", { name: "Create New User" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Create New User" });
      await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeFocused();
      await page.keyboard.type("Keyboard");
      await dialog.getByRole("textbox", { name: "Last Name" }).fill(lastName);
      await dialog
        .getByRole("textbox", { name: "Email" })
        .fill(`keyboard.${lastName}@e2e.example`.toLowerCase());
      await dialog.getByRole("button", { name: "Create User" }).focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByText("New user has been created. A password reset email was sent."),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(options).toBeFocused();
    }));

  it("returns to Options after a new coupon is added from its menu", () =>
    journey(async (page) => {
      const options = await openOptionsByKeyboard(page, "/dashboard/billing?tab=coupons");
      await expect(page.getByRole("menuitem", { name: "Create New Invoice" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Create New Coupon" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "New Coupon" });
      await expect(dialog.getByRole("textbox", { name: "Coupon Code" })).toBeFocused();
      await page.keyboard.type(uniqueWord("FOCUS").slice(0, 20));
      await dialog.getByRole("textbox", { name: "Description" }).fill("Made by the focus journey.");
      await dialog.getByRole("switch", { name: "Fixed Amount" }).focus();
      await page.keyboard.press("Space");
      await dialog.getByRole("textbox", { name: "Amount Off" }).fill("5");
      await dialog.getByRole("button", { name: "Add Coupon" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("New Coupon has been added.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(options).toBeFocused();
    }));

  it("opens Add Attendees on its search; Escape, and adding after the question, go back to Options", () =>
    journey(async (page) => {
      const { eventId, starts } = await createWeeklyEvent(page, uniqueWord("Focus Attendees"), 5);
      await openAttendees(page, eventId, starts[0] as string);
      const options = await openOptionsByKeyboard(page, page.url());
      await expect(page.getByRole("menuitem", { name: "Add Attendees" })).toBeFocused();
      await page.keyboard.press("Enter");
      const picker = page.getByRole("dialog", { name: "Add Attendees" });
      await expect(picker.getByRole("textbox", { name: "Search Members" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(picker).toBeHidden();
      await expect(options).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Add Attendees" })).toBeFocused();
      await page.keyboard.press("Enter");
      await addFirstAttendee(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(options).toBeFocused();
    }));

  it("closes a calendar item's details, opened by a click or by Enter, back on its calendar entry", () =>
    journey(async (page) => {
      const title = uniqueWord("Focus Item");
      const day = await quietNextMonthDayAt(page, 15);
      await createCalendarItem(page, title, day, "Opened from the calendar.");
      await page.goto("/dashboard/schedule");
      await page.getByRole("button", { name: "Next" }).click();
      const entry = page.locator(".fc-event", { hasText: title });
      const details = page.getByRole("dialog", { name: title });
      await entry.click();
      await expect(details.getByText("Opened from the calendar.")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();
      await expect(entry).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(details.getByText("Opened from the calendar.")).toBeVisible();
      await details.getByRole("button", { name: "Close" }).click();
      await expect(details).toBeHidden();
      await expect(entry).toBeFocused();
    }));

  it("keeps focus on Update after a member's profile is saved", () =>
    journey(async (page) => {
      const lastName = uniqueWord("Profile");
      const member = await createMember(page, lastName);
      await page.goto(`/dashboard/members/profile?uid=${member.id}`);
      const address = page.getByRole("textbox", { name: "Address" });
      await address.fill("12 Harbor St, Portland, ME");
      const update = page.getByRole("button", { name: "Update" });
      await update.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("User Updated.")).toBeVisible();
      // 000 §5: Update waits for the next change, and the keyboard user is still on it.
      await expect(update).toBeDisabled();
      await expect(update).toBeFocused();
    }));
});

describe("global search (issue #19: the top-bar Search)", () => {
  it("answers ⌘K as soon as a page loaded by address is taken over, on a slow machine", () =>
    journey(async (page) => {
      // Six times slower, as on a busy phone: React takes over the header in a pass of its own,
      // well after the page's root, and the page must not claim to answer before then.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto("/dashboard/members");
      await page.keyboard.press("ControlOrMeta+k");
      await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }));

  // Every input has a visible label (a placeholder is not one); the box's opens the search too.
  it("labels the top bar's Search box with a visible 'Search'", () =>
    journey(async (page) => {
      const topBar = page.getByRole("banner");
      await expect(topBar.getByRole("textbox", { name: "Search", exact: true })).toBeVisible();
      const label = topBar.getByText("Search", { exact: true });
      await expect(label).toBeVisible();
      await label.click();
      await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    }));

  it("has no accessibility violations while open with nothing found yet", () =>
    journey(async (page) => {
      // A person presses the keys once the page, its top bar's Search box included, is there.
      await expect(page.getByRole("textbox", { name: "Search", exact: true })).toBeVisible();
      await page.keyboard.press("ControlOrMeta+k");
      const dialog = page.getByRole("dialog", { name: "Search" });
      await expect(dialog.getByLabel("Search results")).toBeAttached();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it("opens a member and an event by keyboard only, results grouped by kind", () =>
    journey(async (page) => {
      const lastName = uniqueWord("Member");
      const member = await createMember(page, lastName);
      const eventTitle = uniqueWord("Flow");
      const { eventId } = await createEvent(page, eventTitle);

      await searchFor(page, lastName, "Members", `Keyboard ${lastName}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await openPickedHit(page);
      await page.waitForURL(`**/dashboard/members/profile?uid=${member.id}`);

      const dialog = await searchFor(page, eventTitle, "Events", eventTitle);
      await openPickedHit(page);
      await expect(dialog).toBeHidden();
      await page.waitForURL(`**/dashboard/schedule/event/${eventId}/**`);
      await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
    }));
});
