import { TZDate, tzOffset } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { instantToWallClock } from "./wall-clock";
import { rememberZoneOffsets } from "./zone-offsets";
import { offsetMinutes, zonedInstant, zoneOffsets, zoneOffsetsAround } from "./zoned-time";

// Mulberry32: the same sequence on every run, so a failure is reproducible.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = [
  "America/New_York",
  "Europe/London",
  "Europe/Berlin",
  "Australia/Sydney",
  "Asia/Kolkata",
  "America/Los_Angeles",
  "Pacific/Auckland",
];

describe("the organization's wall clock as instants (the recurrence engine's fast path)", () => {
  it.each(ZONES)(
    "agrees with TZDate in %s on 5,000 random wall-clock times (first of a repeated time)",
    (zone) => {
      const random = seededRandom(zone.length * 7919);
      for (let index = 0; index < 5000; index++) {
        const year = 2024 + Math.floor(random() * 5);
        const month = Math.floor(random() * 12);
        const day = 1 + Math.floor(random() * 28);
        const hours = Math.floor(random() * 24);
        const minutes = Math.floor(random() * 4) * 15;
        const expected = new TZDate(year, month, day, hours, minutes, 0, zone).getTime();
        const actual = zonedInstant(zone, year, month, day, hours, minutes);
        const label = `${zone} ${year}-${month + 1}-${day} ${hours}:${minutes}`;
        if (actual === expected) continue;
        // TZDate picks either of a time that happens twice, depending on the zone's side of
        // UTC; we always take the first. Both must show the same wall clock.
        expect(actual, label).toBeLessThan(expected);
        expect(instantToWallClock(new Date(actual), zone), label).toBe(
          instantToWallClock(new Date(expected), zone),
        );
      }
    },
  );

  it.each([
    // [zone, wall clock, instant]: the spring-forward gap moves an hour later.
    ["America/New_York", [2026, 2, 8, 2, 30], "2026-03-08T07:30:00.000Z"],
    ["Europe/London", [2026, 2, 29, 1, 30], "2026-03-29T01:30:00.000Z"],
    ["Europe/Berlin", [2026, 2, 29, 2, 30], "2026-03-29T01:30:00.000Z"],
    // The fall-back overlap takes the first of the two.
    ["America/New_York", [2026, 10, 1, 1, 30], "2026-11-01T05:30:00.000Z"],
    ["Europe/London", [2026, 9, 25, 1, 30], "2026-10-25T00:30:00.000Z"],
    ["Europe/Berlin", [2025, 9, 26, 2, 15], "2025-10-26T00:15:00.000Z"],
  ] as const)("%s %o is %s", (zone, [year, month, day, hours, minutes], instant) => {
    expect(new Date(zonedInstant(zone, year, month, day, hours, minutes)).toISOString()).toBe(
      instant,
    );
  });

  it("reads the offset on both sides of a change", () => {
    expect(offsetMinutes("America/New_York", Date.parse("2026-03-08T06:59:00Z"))).toBe(-300);
    expect(offsetMinutes("America/New_York", Date.parse("2026-03-08T07:00:00Z"))).toBe(-240);
  });
});

describe("a zone's offsets worked out ahead (the browser's first load without Intl)", () => {
  const from = new Date("2025-06-15T10:30:00Z");
  const to = new Date("2027-06-15T10:30:00Z");

  it.each(ZONES)("lists every change of %s to the minute over two years", (zone) => {
    const table = zoneOffsets(zone, from, to);
    expect(table.from).toBe("2025-06-15T10:30:00.000Z");
    expect(table.changes[0]).toEqual({
      at: table.from,
      offsetMinutes: tzOffset(zone, from),
    });
    for (const [index, change] of table.changes.entries()) {
      if (index === 0) continue;
      const at = Date.parse(change.at);
      expect(tzOffset(zone, new Date(at)), change.at).toBe(change.offsetMinutes);
      expect(tzOffset(zone, new Date(at - 60_000)), change.at).toBe(
        table.changes[index - 1]?.offsetMinutes,
      );
    }
    // Four changes for a zone with daylight saving, none for one without.
    const expected = zone === "Asia/Kolkata" ? 1 : 5;
    expect(table.changes).toHaveLength(expected);
  });

  it.each(ZONES)("answers as Intl does once remembered, in %s", (zone) => {
    rememberZoneOffsets(zoneOffsets(zone, from, to));
    const random = seededRandom(zone.length * 104_729);
    const span = to.getTime() - from.getTime();
    for (let index = 0; index < 5000; index++) {
      const instant = from.getTime() + Math.floor(random() * span);
      expect(offsetMinutes(zone, instant), new Date(instant).toISOString()).toBe(
        tzOffset(zone, new Date(instant)),
      );
    }
  });

  it("gives a session the same table all day, from five years before it to a year after", () => {
    const morning = zoneOffsetsAround("America/New_York", new Date("2026-11-26T00:10:00Z"));
    const evening = zoneOffsetsAround("America/New_York", new Date("2026-11-26T23:50:00Z"));
    expect(evening).toBe(morning);
    expect(morning.from).toBe("2021-11-22T00:00:00.000Z");
    expect(morning.to).toBe("2027-11-28T00:00:00.000Z");
    const nextDay = zoneOffsetsAround("America/New_York", new Date("2026-11-27T00:10:00Z"));
    expect(nextDay.from).toBe("2021-11-23T00:00:00.000Z");
  });

  it("answers from a remembered table only within its span", () => {
    rememberZoneOffsets({
      timeZone: "Asia/Tokyo",
      from: "2031-01-01T00:00:00.000Z",
      to: "2031-01-02T00:00:00.000Z",
      changes: [{ at: "2031-01-01T00:00:00.000Z", offsetMinutes: 123 }],
    });
    expect(offsetMinutes("Asia/Tokyo", Date.parse("2031-01-01T12:00:00Z"))).toBe(123);
    expect(offsetMinutes("Asia/Tokyo", Date.parse("2031-01-02T12:00:00Z"))).toBe(540);
    expect(offsetMinutes("Asia/Tokyo", Date.parse("2030-12-31T12:00:00Z"))).toBe(540);
  });
});
