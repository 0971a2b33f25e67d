import { describe, expect, it } from "vitest";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { newId } from "../../shared/ids";
import { recordBookings } from "./bookings.service";

const { t, orgId, cookie, otherCookie } = await appWithTwoOrganizations("Harbor Test");

const booking = (firstName: string, email: string, createdAt: string) => ({
  id: newId(),
  first_name: firstName,
  last_name: "Okafor",
  email,
  phone: "(207) 555-0110",
  booking_date: new Date("2026-07-01T14:00:00Z"),
  booking_type: "Private Session",
  booking_option: "60 minutes",
  message: "Working on balance.",
  location_id: "main-studio",
  location_title: "Main Studio",
  text: null,
  created_at: new Date(createdAt),
});

await withTenant(t.db, orgId, (trx) =>
  recordBookings(trx, orgId, [
    booking("Ada", "ada@example.com", "2026-06-01T10:00:00Z"),
    booking("Bea", "bea@example.com", "2026-06-02T10:00:00Z"),
  ]),
);

const search = async (query: string, session = cookie) => {
  const response = await t.request({
    method: "GET",
    url: `/api/v1/bookings${query}`,
    cookie: session,
  });
  expect(response.statusCode).toBe(200);
  return response.json().bookings as Array<Record<string, unknown>>;
};

describe("000 §2 Bookings", () => {
  it("lists booking requests newest first with the spec's fields", async () => {
    const [newest, oldest] = await search("");
    expect(newest).toMatchObject({
      bookFirstName: "Bea",
      bookLastName: "Okafor",
      bookingEmail: "bea@example.com",
      bookingPhone: "(207) 555-0110",
      bookingDate: "2026-07-01T14:00:00.000Z",
      bookingType: "Private Session",
      bookingOption: "60 minutes",
      bookingMessage: "Working on balance.",
      bookingLocation: { locationId: "main-studio", title: "Main Studio" },
    });
    expect(oldest?.bookFirstName).toBe("Ada");
  });

  it("searches by name or email, taking % and _ literally", async () => {
    expect((await search("?search=ada okafor")).map((item) => item.bookFirstName)).toEqual(["Ada"]);
    expect((await search("?search=BEA@")).map((item) => item.bookFirstName)).toEqual(["Bea"]);
    expect(await search("?search=%25")).toEqual([]);
  });

  it("finds a phone typed in any punctuation, or as bare digits", async () => {
    for (const phone of ["2075550110", "207.555.0110", "555 0110", "(207) 555-0110"]) {
      expect(await search(`?search=${encodeURIComponent(phone)}`)).toHaveLength(2);
    }
    expect(await search("?search=2075550199")).toEqual([]);
  });

  it("shows another organization none of them", async () => {
    expect(await search("", otherCookie)).toEqual([]);
  });
});

describe("a long history of booking requests", () => {
  it("says when only the newest 500 are listed, so the desk knows to search for older ones", async () => {
    const list = async () =>
      (await t.request({ method: "GET", url: "/api/v1/bookings", cookie })).json();
    expect((await list()).hasMore).toBe(false);
    const older = Array.from({ length: 499 }, (_, index) =>
      booking(`Old${index}`, `old${index}@example.com`, "2025-01-01T10:00:00Z"),
    );
    await withTenant(t.db, orgId, (trx) => recordBookings(trx, orgId, older));
    const page = await list();
    expect(page.bookings).toHaveLength(500);
    expect(page.bookings[0].bookFirstName).toBe("Bea");
    expect(page.hasMore).toBe(true);
    // A search narrows the list to what it finds, all of it.
    const found = (
      await t.request({ method: "GET", url: "/api/v1/bookings?search=old420@", cookie })
    ).json();
    expect(found.bookings.map((item: { bookFirstName: string }) => item.bookFirstName)).toEqual([
      "Old420",
    ]);
    expect(found.hasMore).toBe(false);
  });
});
