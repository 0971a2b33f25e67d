import { describe, expect, it } from "vitest";
import {
  changesSchedule,
  expandOccurrences,
  hasEachDayOnce,
  isOccurrence,
  MAX_PERIODS,
  neighbouringOccurrences,
  type OccurrenceOverride,
  occurrencesInWindow,
  type Recurrence,
  type RecurrenceOption,
  type Series,
  seriesAsStored,
  seriesEnd,
  usesWeekdays,
  type Weekday,
  weekdayOf,
} from "./recurrence";
import { instantToWallClock } from "./wall-clock";

const NEW_YORK = "America/New_York";
const LONDON = "Europe/London";

const recurrence = (
  recurrenceTime: RecurrenceOption,
  recurrenceDays: Weekday[] = [],
): Recurrence => ({
  recurrenceTime,
  recurrenceDays,
});

const series = (
  start: string,
  timeZone: string,
  rule: Recurrence | null,
  end?: string,
): Series => ({
  start: new Date(start),
  timeZone,
  recurrence: rule,
  end: end ? new Date(end) : null,
});

// The window [from, to) an expansion looks at.
const between = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

// Everything the series has, from its start to far beyond its last occurrence.
const all = (s: Series) =>
  expandOccurrences(s, between("2000-01-01T00:00:00Z", "2100-01-01T00:00:00Z"));

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const wallClocks = (dates: Date[], timeZone: string) =>
  dates.map((date) => instantToWallClock(date, timeZone));

describe("001 §9 recurrence options and weekdays", () => {
  it("has the spec's six options and lowercase weekdays", () => {
    expect(MAX_PERIODS).toEqual({
      everyDay: 730,
      everyWeek: 104,
      biWeekly: 52,
      triWeekly: Number.POSITIVE_INFINITY,
      everyMonth: 24,
      // "yearly 1 extra": the start and one more.
      everyYear: 2,
    });
  });

  it.each([
    ["everyDay", false],
    ["everyWeek", true],
    ["biWeekly", true],
    ["triWeekly", true],
    ["everyMonth", false],
    ["everyYear", false],
  ] as const)("%s shows the weekday choice: %s (001 §5)", (option, shows) => {
    expect(usesWeekdays(option)).toBe(shows);
  });

  it.each([
    ["2026-03-10T02:00:00Z", NEW_YORK, "monday"],
    ["2026-03-10T02:00:00Z", LONDON, "tuesday"],
    ["2026-03-15T12:00:00Z", LONDON, "sunday"],
  ])("%s is a %s in %s", (instant, timeZone, weekday) => {
    expect(weekdayOf(new Date(instant), timeZone)).toBe(weekday);
  });

  it("names each day at most once", () => {
    expect(hasEachDayOnce([])).toBe(true);
    expect(hasEachDayOnce(["monday", "wednesday"])).toBe(true);
    expect(hasEachDayOnce(["monday", "wednesday", "monday"])).toBe(false);
  });
});

describe("each option over the default year (no end date: one year after the start)", () => {
  // Thursday 1 January 2026, 6:00 pm in New York; the last allowed start is 1 January 2027.
  const start = "2026-01-01T23:00:00Z";
  it.each([
    ["everyDay", 366, "2027-01-01T18:00:00"],
    ["everyWeek", 53, "2026-12-31T18:00:00"],
    ["biWeekly", 27, "2026-12-31T18:00:00"],
    ["triWeekly", 18, "2026-12-24T18:00:00"],
    ["everyMonth", 13, "2027-01-01T18:00:00"],
    ["everyYear", 2, "2027-01-01T18:00:00"],
  ] as const)("%s gives %i occurrences, the last at %s", (option, count, last) => {
    const occurrences = all(series(start, NEW_YORK, recurrence(option)));
    expect(occurrences).toHaveLength(count);
    expect(instantToWallClock(occurrences.at(-1) as Date, NEW_YORK)).toBe(last);
    // Every occurrence keeps the 6:00 pm wall-clock time, in winter and summer alike.
    expect(new Set(wallClocks(occurrences, NEW_YORK).map((clock) => clock.slice(11)))).toEqual(
      new Set(["18:00:00"]),
    );
  });

  it("gives a one-time event its start only", () => {
    expect(iso(all(series(start, NEW_YORK, null)))).toEqual([new Date(start).toISOString()]);
  });
});

describe("bounds", () => {
  it("stops at the end date, including an occurrence on it", () => {
    const s = series(
      "2026-01-05T23:00:00Z",
      NEW_YORK,
      recurrence("everyWeek"),
      "2026-01-19T23:00:00Z",
    );
    expect(wallClocks(all(s), NEW_YORK)).toEqual([
      "2026-01-05T18:00:00",
      "2026-01-12T18:00:00",
      "2026-01-19T18:00:00",
    ]);
  });

  it("caps an end date more than one year after the start at one year (001 §9)", () => {
    const s = series(
      "2026-01-01T23:00:00Z",
      NEW_YORK,
      recurrence("everyMonth"),
      "2028-06-01T00:00:00Z",
    );
    expect(seriesEnd(s).toISOString()).toBe("2027-01-01T23:00:00.000Z");
    expect(all(s)).toHaveLength(13);
  });

  it("returns only occurrences that start inside the window [from, to)", () => {
    const s = series("2026-01-01T23:00:00Z", NEW_YORK, recurrence("everyDay"));
    const window = between("2026-02-01T23:00:00Z", "2026-02-04T23:00:00Z");
    expect(wallClocks(expandOccurrences(s, window), NEW_YORK)).toEqual([
      "2026-02-01T18:00:00",
      "2026-02-02T18:00:00",
      "2026-02-03T18:00:00",
    ]);
  });

  it("never returns anything before the start, even when the window begins earlier", () => {
    const s = series(
      "2026-01-07T23:00:00Z",
      NEW_YORK,
      recurrence("everyWeek", ["monday", "wednesday"]),
    );
    const window = between("2025-12-01T00:00:00Z", "2026-01-15T00:00:00Z");
    expect(wallClocks(expandOccurrences(s, window), NEW_YORK)).toEqual([
      "2026-01-07T18:00:00",
      "2026-01-12T18:00:00",
      "2026-01-14T18:00:00",
    ]);
  });

  it("finds late occurrences of a long daily series in a window near its end", () => {
    const s = series("2026-01-01T23:00:00Z", NEW_YORK, recurrence("everyDay"));
    const window = between("2026-12-30T00:00:00Z", "2027-02-01T00:00:00Z");
    expect(wallClocks(expandOccurrences(s, window), NEW_YORK)).toEqual([
      "2026-12-30T18:00:00",
      "2026-12-31T18:00:00",
      "2027-01-01T18:00:00",
    ]);
  });
});

describe("weekdays", () => {
  it("repeats a weekly series on each chosen weekday, in order", () => {
    const s = series(
      "2026-01-05T14:00:00Z",
      NEW_YORK,
      recurrence("everyWeek", ["friday", "monday"]),
    );
    const window = between("2026-01-01T00:00:00Z", "2026-01-17T00:00:00Z");
    expect(wallClocks(expandOccurrences(s, window), NEW_YORK)).toEqual([
      "2026-01-05T09:00:00",
      "2026-01-09T09:00:00",
      "2026-01-12T09:00:00",
      "2026-01-16T09:00:00",
    ]);
  });

  it("skips the weeks in between for bi-weekly and tri-weekly series", () => {
    const biWeekly = series(
      "2026-01-05T14:00:00Z",
      NEW_YORK,
      recurrence("biWeekly", ["tuesday", "thursday"]),
    );
    const triWeekly = series("2026-01-05T14:00:00Z", NEW_YORK, recurrence("triWeekly", ["monday"]));
    const window = between("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z");
    expect(wallClocks(expandOccurrences(biWeekly, window), NEW_YORK)).toEqual([
      "2026-01-06T09:00:00",
      "2026-01-08T09:00:00",
      "2026-01-20T09:00:00",
      "2026-01-22T09:00:00",
    ]);
    expect(wallClocks(expandOccurrences(triWeekly, window), NEW_YORK)).toEqual([
      "2026-01-05T09:00:00",
      "2026-01-26T09:00:00",
    ]);
  });
});

describe("a series as stored starts on its first date", () => {
  const weekly = (start: string, rule: Recurrence, end?: string) =>
    series(start, NEW_YORK, rule, end) as Series & { recurrence: Recurrence };

  it("moves a Monday start repeating on Wednesdays to the Wednesday, keeping its dates", () => {
    // Monday 14 December 2026, 10:00 in New York.
    const typed = weekly("2026-12-14T15:00:00Z", recurrence("everyWeek", ["wednesday"]));
    const stored = seriesAsStored(typed);
    expect(wallClocks([stored?.start as Date], NEW_YORK)).toEqual(["2026-12-16T10:00:00"]);
    expect(stored?.recurrence).toEqual(recurrence("everyWeek", ["wednesday"]));
    // The same dates; with no end date it runs a year after the Wednesday, one date more.
    expect(all(stored as Series).slice(0, -1)).toEqual(all(typed));
    expect(isOccurrence(stored as Series, stored?.start as Date)).toBe(true);
  });

  it("moves a Friday start of a bi-weekly Monday series to the next Monday of its rhythm", () => {
    const typed = weekly("2026-01-09T14:00:00Z", recurrence("biWeekly", ["monday"]));
    const stored = seriesAsStored(typed) as Series;
    expect(wallClocks([stored.start], NEW_YORK)).toEqual(["2026-01-19T09:00:00"]);
    expect(all(stored).slice(0, 3)).toEqual(all(typed).slice(0, 3));
  });

  it("keeps a start that is one of its dates, and fills in the start's weekday", () => {
    const typed = weekly("2026-01-05T14:00:00Z", recurrence("everyWeek"));
    const stored = seriesAsStored(typed);
    expect(stored?.start).toEqual(typed.start);
    expect(stored?.recurrence.recurrenceDays).toEqual(["monday"]);
    expect(stored?.lastStart).toEqual(seriesEnd(typed));
  });

  it("has nothing to store when no chosen day falls before the end date", () => {
    const typed = weekly(
      "2026-12-14T15:00:00Z",
      recurrence("everyWeek", ["wednesday"]),
      "2026-12-15T15:00:00Z",
    );
    expect(seriesAsStored(typed)).toBeNull();
  });
});

describe("an edit that sets the series' schedule again", () => {
  // Stored on New York's clock: Mondays 6:00 pm from 4 January 2027.
  const stored = {
    start: new Date("2027-01-04T23:00:00Z"),
    recurrence: recurrence("everyWeek", ["monday"]),
    timeZone: NEW_YORK,
  };

  it("is no change when the start and the recurrence stay as stored (an end date or title edit)", () => {
    const edited = { start: stored.start, recurrence: recurrence("everyWeek", ["monday"]) };
    expect(changesSchedule(stored, edited)).toBe(false);
  });

  it("is no change when the days are left out: the start's weekday on the series' own clock", () => {
    // 11:00 pm Monday in New York is already Tuesday in London: still the stored Monday.
    const late = { ...stored, start: new Date("2027-01-05T04:00:00Z") };
    const edited = { start: late.start, recurrence: recurrence("everyWeek") };
    expect(changesSchedule(late, edited)).toBe(false);
  });

  it("changes the schedule with another start, repeat or days", () => {
    const later = new Date("2027-01-05T00:00:00Z");
    expect(changesSchedule(stored, { ...stored, start: later })).toBe(true);
    expect(
      changesSchedule(stored, { ...stored, recurrence: recurrence("biWeekly", ["monday"]) }),
    ).toBe(true);
    expect(
      changesSchedule(stored, {
        ...stored,
        recurrence: recurrence("everyWeek", ["monday", "friday"]),
      }),
    ).toBe(true);
    expect(changesSchedule(stored, { ...stored, recurrence: null })).toBe(true);
  });
});

describe("daylight saving: occurrences keep their wall-clock time", () => {
  it("keeps a 6:00 pm Monday class at 6:00 pm in New York in March and November", () => {
    // EST is UTC-5, EDT UTC-4; clocks change on 8 March and 1 November 2026.
    const s = series("2026-03-02T23:00:00Z", NEW_YORK, recurrence("everyWeek", ["monday"]));
    const march = between("2026-03-01T00:00:00Z", "2026-03-17T00:00:00Z");
    const november = between("2026-10-25T00:00:00Z", "2026-11-10T00:00:00Z");
    expect(iso(expandOccurrences(s, march))).toEqual([
      "2026-03-02T23:00:00.000Z",
      "2026-03-09T22:00:00.000Z",
      "2026-03-16T22:00:00.000Z",
    ]);
    expect(iso(expandOccurrences(s, november))).toEqual([
      "2026-10-26T22:00:00.000Z",
      "2026-11-02T23:00:00.000Z",
      "2026-11-09T23:00:00.000Z",
    ]);
  });

  it("keeps a 6:00 pm Sunday class at 6:00 pm in London across 29 March and 25 October", () => {
    // GMT is UTC+0, BST UTC+1.
    const s = series("2026-03-22T18:00:00Z", LONDON, recurrence("everyWeek"));
    const spring = between("2026-03-20T00:00:00Z", "2026-04-01T00:00:00Z");
    const autumn = between("2026-10-17T00:00:00Z", "2026-10-27T00:00:00Z");
    expect(iso(expandOccurrences(s, spring))).toEqual([
      "2026-03-22T18:00:00.000Z",
      "2026-03-29T17:00:00.000Z",
    ]);
    expect(iso(expandOccurrences(s, autumn))).toEqual([
      "2026-10-18T17:00:00.000Z",
      "2026-10-25T18:00:00.000Z",
    ]);
  });

  it("moves a time that does not exist on the spring-forward day an hour later, and only that day", () => {
    const newYork = series("2026-03-07T07:30:00Z", NEW_YORK, recurrence("everyDay"));
    const london = series("2026-03-28T01:30:00Z", LONDON, recurrence("everyDay"));
    const take = (s: Series, count: number) =>
      expandOccurrences(s, { from: s.start, to: new Date("2026-04-30T00:00:00Z") }).slice(0, count);
    expect(wallClocks(take(newYork, 3), NEW_YORK)).toEqual([
      "2026-03-07T02:30:00",
      "2026-03-08T03:30:00",
      "2026-03-09T02:30:00",
    ]);
    expect(wallClocks(take(london, 3), LONDON)).toEqual([
      "2026-03-28T01:30:00",
      "2026-03-29T02:30:00",
      "2026-03-30T01:30:00",
    ]);
  });

  it("takes the first of the two 1:30 am on the fall-back day", () => {
    const s = series("2026-10-31T05:30:00Z", NEW_YORK, recurrence("everyDay"));
    const window = { from: s.start, to: new Date("2026-11-03T00:00:00Z") };
    expect(iso(expandOccurrences(s, window))).toEqual([
      "2026-10-31T05:30:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-02T06:30:00.000Z",
    ]);
  });
});

describe("month ends and leap days", () => {
  it("repeats the 31st on each month's last day when the month is shorter, without drifting", () => {
    const s = series("2026-01-31T23:00:00Z", NEW_YORK, recurrence("everyMonth"));
    expect(wallClocks(all(s), NEW_YORK).map((clock) => clock.slice(0, 10))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
      "2027-01-31",
    ]);
  });

  it("puts the 29 February of a leap year on 28 February the next year", () => {
    const s = series("2028-02-29T17:00:00Z", NEW_YORK, recurrence("everyYear"));
    expect(wallClocks(all(s), NEW_YORK)).toEqual(["2028-02-29T12:00:00", "2029-02-28T12:00:00"]);
  });

  it("passes 29 February in a leap year's daily series", () => {
    const s = series(
      "2028-02-27T17:00:00Z",
      NEW_YORK,
      recurrence("everyDay"),
      "2028-03-01T17:00:00Z",
    );
    expect(wallClocks(all(s), NEW_YORK).map((clock) => clock.slice(0, 10))).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });
});

describe("per-occurrence overrides", () => {
  type Changes = { eventTitle?: string };
  const s = series("2026-01-05T23:00:00Z", NEW_YORK, recurrence("everyWeek"));
  const january = between("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z");
  const override = (occurrenceStart: string, rest: Partial<OccurrenceOverride<Changes>>) => ({
    occurrenceStart: new Date(occurrenceStart),
    isCancelled: false,
    start: null,
    changes: {},
    ...rest,
  });

  it("marks a cancelled occurrence and changes one occurrence's fields only", () => {
    const occurrences = occurrencesInWindow<Changes>(
      s,
      [
        override("2026-01-12T23:00:00Z", { isCancelled: true }),
        override("2026-01-19T23:00:00Z", { changes: { eventTitle: "Guest teacher" } }),
      ],
      january,
    );
    expect(
      occurrences.map((o) => [o.start.toISOString(), o.isCancelled, o.changes?.eventTitle]),
    ).toEqual([
      ["2026-01-05T23:00:00.000Z", false, undefined],
      ["2026-01-12T23:00:00.000Z", true, undefined],
      ["2026-01-19T23:00:00.000Z", false, "Guest teacher"],
      ["2026-01-26T23:00:00.000Z", false, undefined],
    ]);
  });

  it("shows a moved occurrence at its new time, addressed by its original start", () => {
    const [moved] = occurrencesInWindow<Changes>(
      s,
      [override("2026-01-12T23:00:00Z", { start: new Date("2026-01-13T23:00:00Z") })],
      between("2026-01-13T00:00:00Z", "2026-01-14T00:00:00Z"),
    );
    expect(moved?.occurrenceStart.toISOString()).toBe("2026-01-12T23:00:00.000Z");
    expect(moved?.start.toISOString()).toBe("2026-01-13T23:00:00.000Z");
  });

  it("leaves out an occurrence moved out of the window and brings in one moved into it", () => {
    const overrides = [
      override("2026-01-26T23:00:00Z", { start: new Date("2026-02-03T23:00:00Z") }),
      override("2026-02-02T23:00:00Z", { start: new Date("2026-01-30T23:00:00Z") }),
    ];
    const starts = occurrencesInWindow<Changes>(s, overrides, january).map((o) =>
      o.start.toISOString(),
    );
    expect(starts).toEqual([
      "2026-01-05T23:00:00.000Z",
      "2026-01-12T23:00:00.000Z",
      "2026-01-19T23:00:00.000Z",
      "2026-01-30T23:00:00.000Z",
    ]);
  });

  it("ignores an override whose start is not an occurrence of the series", () => {
    const stray = override("2026-01-07T23:00:00Z", { start: new Date("2026-01-08T23:00:00Z") });
    expect(occurrencesInWindow<Changes>(s, [stray], january)).toHaveLength(4);
  });

  it("recognises the series' own occurrences only", () => {
    expect(isOccurrence(s, new Date("2026-01-12T23:00:00Z"))).toBe(true);
    expect(isOccurrence(s, new Date("2026-01-12T22:00:00Z"))).toBe(false);
    expect(isOccurrence(s, new Date("2027-01-11T23:00:00Z"))).toBe(false);
  });
});

describe("stepping through a series' dates (the attendees page's Previous and Next date)", () => {
  const mondaysAndThursdays = series(
    "2027-01-11T23:00:00Z",
    NEW_YORK,
    recurrence("everyWeek", ["monday", "thursday"]),
    "2027-01-21T23:00:00Z",
  );
  const step = (at: string) => {
    const { previous, next } = neighbouringOccurrences(mondaysAndThursdays, new Date(at));
    return [previous?.toISOString() ?? null, next?.toISOString() ?? null];
  };

  it("gives the dates on either side, in order across weekdays", () => {
    expect(step("2027-01-14T23:00:00.000Z")).toEqual([
      "2027-01-11T23:00:00.000Z",
      "2027-01-18T23:00:00.000Z",
    ]);
  });

  it("has no previous date on the first and no next date on the last", () => {
    expect(step("2027-01-11T23:00:00.000Z")).toEqual([null, "2027-01-14T23:00:00.000Z"]);
    expect(step("2027-01-21T23:00:00.000Z")).toEqual(["2027-01-18T23:00:00.000Z", null]);
  });

  it("has none for a one-time event", () => {
    const once = series("2027-01-11T23:00:00Z", NEW_YORK, null);
    expect(neighbouringOccurrences(once, once.start)).toEqual({ previous: null, next: null });
  });
});
