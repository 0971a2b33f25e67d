import { describe, it } from "vitest";
import { expect } from "./support/browser";
import { adminJourneys, toast } from "./support/journeys";

// 001 §2 "If no eventId is given, or the event is not found, the user goes back to the
// schedule"; §8 "Missing event or class redirects to the schedule or class list" — and the
// same for the product and member pages (issue #19). An unknown well-formed id is what the
// server answers for another organization's id too (404, never its data).
const UNKNOWN_ID = "01900000-0000-7000-8000-000000000000";
const MALFORMED_ID = "does-not-exist";
// A NUL character, which the API refuses before anything reads it: the page still draws and
// goes back (it showed the refusal's JSON instead of the app).
const UNSTORABLE_ID = "%00";
// An id with a dot, which the server took for a missing file (it answered JSON).
const DOTTED_ID = "v1.2";

const NOTICES = {
  event: "This event was not found.",
  product: "This product was not found.",
  class: "This class was not found.",
  member: "This member could not be found.",
};

type DetailRoute = { path: (id: string) => string; backTo: RegExp; notice: string };

const DETAIL_ROUTES: Record<string, DetailRoute> = {
  "event view": {
    path: (id) => `/dashboard/schedule/event/${id}/?eventStart=0`,
    backTo: /\/dashboard\/schedule$/,
    notice: NOTICES.event,
  },
  "event attendees": {
    path: (id) => `/dashboard/schedule/event/${id}/users`,
    backTo: /\/dashboard\/schedule$/,
    notice: NOTICES.event,
  },
  "product view": {
    path: (id) => `/dashboard/shop/${id}/`,
    backTo: /\/dashboard\/shop\/?$/,
    notice: NOTICES.product,
  },
  "product purchasers": {
    path: (id) => `/dashboard/schedule/shop/${id}/users`,
    backTo: /\/dashboard\/shop\/?$/,
    notice: NOTICES.product,
  },
  "class view": {
    path: (id) => `/dashboard/classes/${id}/`,
    backTo: /\/dashboard\/classes\/?$/,
    notice: NOTICES.class,
  },
  "class members": {
    path: (id) => `/dashboard/classes/${id}/users`,
    backTo: /\/dashboard\/classes\/?$/,
    notice: NOTICES.class,
  },
  // 001 §2 New event wizard (query classId): the class must be the organization's own.
  "new event for a class": {
    path: (id) => `/dashboard/schedule/newevent?classId=${id}&classTitle=Anything`,
    backTo: /\/dashboard\/classes\/?$/,
    notice: NOTICES.class,
  },
  "member profile": {
    path: (id) => `/dashboard/members/profile?uid=${id}`,
    backTo: /\/dashboard\/members$/,
    notice: NOTICES.member,
  },
};

const journey = adminJourneys();

describe("missing, malformed or foreign ids on detail pages (issue #19)", () => {
  for (const [name, route] of Object.entries(DETAIL_ROUTES)) {
    it(`sends a ${name} with an unknown or malformed id back to its list with a notice`, () =>
      journey(async (page) => {
        for (const id of [UNKNOWN_ID, MALFORMED_ID, UNSTORABLE_ID, DOTTED_ID]) {
          await page.goto(route.path(id));
          await expect(page).toHaveURL(route.backTo);
          await expect(toast(page, route.notice).first()).toBeVisible();
          await expect(page.getByText("Unknown Error.")).toHaveCount(0);
        }
      }));
  }

  // 001 §2 Event view: "If no eventId is given … the user goes back to the schedule".
  for (const path of ["/dashboard/schedule/event/", "/dashboard/schedule/event/users"]) {
    it(`sends ${path}, an event address without an id, back to the schedule with a notice`, () =>
      journey(async (page) => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard\/schedule$/);
        await expect(toast(page, NOTICES.event).first()).toBeVisible();
        await expect(page.getByText(/Page not found/)).toHaveCount(0);
      }));
  }

  // 001 §2 Shop item users: "without it [productId], back to the shop with refresh".
  for (const path of [
    "/dashboard/schedule/shop/users",
    "/dashboard/schedule/shop/",
    "/dashboard/schedule/shop//users",
  ]) {
    it(`sends ${path}, a purchasers address without a product id, back to the shop with a notice`, () =>
      journey(async (page) => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard\/shop\/?$/);
        await expect(toast(page, NOTICES.product).first()).toBeVisible();
        await expect(page.getByText(/Page not found/)).toHaveCount(0);
      }));
  }

  it("sends a member profile without a uid back to the members list", () =>
    journey(async (page) => {
      await page.goto("/dashboard/members/profile");
      await expect(page).toHaveURL(/\/dashboard\/members$/);
    }));
});
