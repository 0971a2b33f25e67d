import { TZDate } from "@date-fns/tz";
import { zonedInstant } from "./zoned-time";

// 001 §9: the recurrence options and weekdays, stored exactly as written here.
export const RECURRENCE_OPTIONS = [
  "everyDay",
  "everyWeek",
  "biWeekly",
  "triWeekly",
  "everyMonth",
  "everyYear",
] as const;
export type RecurrenceOption = (typeof RECURRENCE_OPTIONS)[number];

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Recurrence = { recurrenceTime: RecurrenceOption; recurrenceDays: Weekday[] };

// 001 §9 "Expansion counts": every day 730, weekly 104, bi-weekly 52, monthly 24, yearly
// 1 extra. Counted in periods (days, weeks, fortnights, months, years), so a weekly class
// on Monday and Wednesday has up to 104 weeks of both days. Tri-weekly has no count: it
// runs to the end date (or one year after the start), like everything else.
export const MAX_PERIODS: Record<RecurrenceOption, number> = {
  everyDay: 730,
  everyWeek: 104,
  biWeekly: 52,
  triWeekly: Number.POSITIVE_INFINITY,
  everyMonth: 24,
  everyYear: 2,
};

const WEEK_INTERVAL: Partial<Record<RecurrenceOption, number>> = {
  everyWeek: 1,
  biWeekly: 2,
  triWeekly: 3,
};

// 001 §5: every-day, every-month and every-year hide the weekday choice and send no days.
export const usesWeekdays = (option: RecurrenceOption): boolean => option in WEEK_INTERVAL;

const DAY_MS = 24 * 60 * 60 * 1000;

export type Series = {
  start: Date;
  timeZone: string;
  recurrence: Recurrence | null;
  // The recurrence end date; null means one year after the start (001 §9).
  end: Date | null;
};

export type Window = { from: Date; to: Date };

type WallClock = { year: number; month: number; day: number; hours: number; minutes: number };

function wallClock(instant: Date, timeZone: string): WallClock & { weekday: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    day: local.getDate(),
    hours: local.getHours(),
    minutes: local.getMinutes(),
    // Monday = 0 … Sunday = 6, the order of WEEKDAYS.
    weekday: (local.getDay() + 6) % 7,
  };
}

// The instant of a wall-clock time in the zone. Each occurrence is built from the start's
// local time, so a 6:00 pm class stays at 6:00 pm on both sides of a daylight-saving change.
// A time that does not exist that day (02:30 when clocks spring forward) moves an hour later.
function instantOf(clock: WallClock, timeZone: string): Date {
  const { year, month, day, hours, minutes } = clock;
  return new Date(zonedInstant(timeZone, year, month, day, hours, minutes));
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

// The same day of month, or the month's last day when it is shorter (31st → 30th/28th,
// 29 February → 28 February in a common year). Never drifts: always from the start's day.
function clampedDay(year: number, month: number, day: number): WallClock["day"] {
  return Math.min(day, daysInMonth(year, month));
}

export function weekdayOf(instant: Date, timeZone: string): Weekday {
  return WEEKDAYS[wallClock(instant, timeZone).weekday] as Weekday;
}

export const dayOfMonth = (instant: Date, timeZone: string): number =>
  wallClock(instant, timeZone).day;

// The same local time a year later (29 February → 28 February).
export function oneYearAfter(instant: Date, timeZone: string): Date {
  const clock = wallClock(instant, timeZone);
  const year = clock.year + 1;
  return instantOf({ ...clock, year, day: clampedDay(year, clock.month, clock.day) }, timeZone);
}

// The last moment of the instant's day on the zone's clock. An end date is a whole day (the
// wizard sends 23:59:59 of it), so a limit on it is a limit on the date: "at most one year
// after the start" admits the start's own date a year later, whatever the start's time.
export function lastMomentOfDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = wallClock(instant, timeZone);
  return new Date(zonedInstant(timeZone, year, month, day + 1, 0, 0) - 1);
}

// The latest end date a limit allows, as the last moment of the limit's own day.
export const endDateLimit = (limit: Date, timeZone: string): number =>
  lastMomentOfDay(limit, timeZone).getTime();

// 001 §9: without an end date a series runs one year after its start; it never runs longer.
export function seriesEnd(series: Series): Date {
  const limit = oneYearAfter(series.start, series.timeZone);
  if (!series.end) return limit;
  return series.end.getTime() < limit.getTime() ? series.end : limit;
}

// The original start of every occurrence in [from, to), in order. A one-time event has one.
export function expandOccurrences(series: Series, window: Window): Date[] {
  const { start, recurrence } = series;
  if (!recurrence) {
    const isInside =
      start.getTime() >= window.from.getTime() && start.getTime() < window.to.getTime();
    return isInside ? [start] : [];
  }
  const last = Math.min(seriesEnd(series).getTime(), window.to.getTime() - 1);
  const interval = WEEK_INTERVAL[recurrence.recurrenceTime];
  const candidates = interval
    ? weeklyCandidates(series, recurrence, interval, window.from, last)
    : periodicCandidates(series, recurrence.recurrenceTime, window.from, last);
  return candidates.filter(
    (occurrence) =>
      occurrence.getTime() >= start.getTime() &&
      occurrence.getTime() >= window.from.getTime() &&
      occurrence.getTime() <= last,
  );
}

export function isOccurrence(series: Series, instant: Date): boolean {
  const window = { from: instant, to: new Date(instant.getTime() + 1) };
  return expandOccurrences(series, window).some((at) => at.getTime() === instant.getTime());
}

// The original start of every date of the series, from its start to its end.
function everyOccurrence(series: Series): Date[] {
  const to = new Date(seriesEnd(series).getTime() + 1);
  return expandOccurrences(series, { from: series.start, to });
}

// The dates just before and after one date of a series (by original start), for stepping
// through its dates; null at either end and for a one-time event.
export function neighbouringOccurrences(
  series: Series,
  at: Date,
): { previous: Date | null; next: Date | null } {
  if (!series.recurrence) return { previous: null, next: null };
  const every = everyOccurrence(series);
  const before = every.filter((date) => date.getTime() < at.getTime());
  const after = every.find((date) => date.getTime() > at.getTime());
  return { previous: before.at(-1) ?? null, next: after ?? null };
}

// Every day, every month, every year: one occurrence per period.
function periodicCandidates(
  series: Series,
  option: RecurrenceOption,
  from: Date,
  last: number,
): Date[] {
  const clock = wallClock(series.start, series.timeZone);
  const fromClock = wallClock(from, series.timeZone);
  // Skip the periods before the window; one period of slack covers daylight-saving hours.
  const skip =
    option === "everyDay"
      ? Math.floor((from.getTime() - series.start.getTime()) / DAY_MS) - 1
      : option === "everyMonth"
        ? (fromClock.year - clock.year) * 12 + (fromClock.month - clock.month) - 1
        : fromClock.year - clock.year - 1;
  const occurrences: Date[] = [];
  for (let period = Math.max(0, skip); period < MAX_PERIODS[option]; period++) {
    const occurrence = instantOf(periodClock(clock, option, period), series.timeZone);
    if (occurrence.getTime() > last) break;
    occurrences.push(occurrence);
  }
  return occurrences;
}

function periodClock(clock: WallClock, option: RecurrenceOption, period: number): WallClock {
  if (option === "everyDay") return { ...clock, day: clock.day + period };
  return monthsAfter(clock, option === "everyMonth" ? period : 12 * period, clock.day);
}

// `months` months after the clock, on `day` of that month or on its last day when the month
// is shorter.
function monthsAfter(clock: WallClock, months: number, day: number): WallClock {
  const monthIndex = clock.month + months;
  const year = clock.year + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  return { ...clock, year, month, day: clampedDay(year, month, day) };
}

// The same local time `months` months after `instant`, on `day` of that month or on its last
// day when the month is shorter: a day kept apart from the instant's own (a subscription's
// billing day) comes back after a short month, 31 January → 28 February → 31 March.
export function monthsLater(instant: Date, months: number, day: number, timeZone: string): Date {
  return instantOf(monthsAfter(wallClock(instant, timeZone), months, day), timeZone);
}

// Every n weeks on the chosen weekdays (the start's weekday when none is chosen). Weeks
// run Monday to Sunday; the first is the week of the start.
function weeklyCandidates(
  series: Series,
  recurrence: Recurrence,
  interval: number,
  from: Date,
  last: number,
): Date[] {
  const clock = wallClock(series.start, series.timeZone);
  const weekMonday = { ...clock, day: clock.day - clock.weekday };
  const chosen = recurrence.recurrenceDays.length
    ? [...new Set(recurrence.recurrenceDays.map((day) => WEEKDAYS.indexOf(day)))].sort(
        (a, b) => a - b,
      )
    : [clock.weekday];
  const periodMs = interval * 7 * DAY_MS;
  const skip = Math.floor((from.getTime() - series.start.getTime()) / periodMs) - 1;
  const occurrences: Date[] = [];
  for (let period = Math.max(0, skip); period < MAX_PERIODS[recurrence.recurrenceTime]; period++) {
    const monday = weekMonday.day + period * interval * 7;
    const week = chosen.map((offset) =>
      instantOf({ ...weekMonday, day: monday + offset }, series.timeZone),
    );
    if ((week[0] as Date).getTime() > last) break;
    occurrences.push(...week);
  }
  return occurrences;
}

// What an occurrence can carry apart from its series (001 §3: "per-occurrence override
// documents"): cancelled, moved, or changed fields.
export type OccurrenceOverride<Changes> = {
  occurrenceStart: Date;
  isCancelled: boolean;
  start: Date | null;
  changes: Changes;
};

export type Occurrence<Changes> = {
  // The original start: how the occurrence is addressed, even after it was moved.
  occurrenceStart: Date;
  start: Date;
  isCancelled: boolean;
  changes: Changes | null;
};

// The occurrences shown in a window: the expanded ones with their overrides applied, plus
// any moved into the window from outside it, minus any moved out of it.
export function occurrencesInWindow<Changes>(
  series: Series,
  overrides: OccurrenceOverride<Changes>[],
  window: Window,
): Occurrence<Changes>[] {
  const byStart = new Map(
    overrides.map((override) => [override.occurrenceStart.getTime(), override]),
  );
  const starts = expandOccurrences(series, window);
  const seen = new Set(starts.map((start) => start.getTime()));
  for (const override of overrides) {
    const at = override.occurrenceStart;
    if (override.start && !seen.has(at.getTime()) && isOccurrence(series, at)) {
      starts.push(at);
      seen.add(at.getTime());
    }
  }
  return starts
    .map((occurrenceStart) =>
      applyOverride(occurrenceStart, byStart.get(occurrenceStart.getTime())),
    )
    .filter(
      (occurrence) =>
        occurrence.start.getTime() >= window.from.getTime() &&
        occurrence.start.getTime() < window.to.getTime(),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function applyOverride<Changes>(
  occurrenceStart: Date,
  override: OccurrenceOverride<Changes> | undefined,
): Occurrence<Changes> {
  return {
    occurrenceStart,
    start: override?.start ?? occurrenceStart,
    isCancelled: override?.isCancelled ?? false,
    changes: override?.changes ?? null,
  };
}

// 001 §9 "days monday to sunday": each a day the series meets, so named once. The Days
// checkboxes cannot name one twice; a direct call that does is refused, not quietly merged.
export const hasEachDayOnce = (days: readonly Weekday[]): boolean =>
  new Set(days).size === days.length;

// 001 §5: days only for the weekly options, lowercase, each once, in week order; a weekly
// series without a day repeats on the start's weekday (the wizard preselects it).
export function normalizedRecurrence(
  recurrence: Recurrence,
  start: Date,
  timeZone: string,
): Recurrence {
  if (!usesWeekdays(recurrence.recurrenceTime)) return { ...recurrence, recurrenceDays: [] };
  const days = WEEKDAYS.filter((day) => recurrence.recurrenceDays.includes(day));
  return { ...recurrence, recurrenceDays: days.length ? days : [weekdayOf(start, timeZone)] };
}

// Whether an edit gives a series another start or recurrence. A series keeps the zone it was
// scheduled on (its stored days are weekdays on that clock); an edit that sets its time or
// repeat again is read on the organization's current clock, anything else (the end date, the
// title) leaves every date at its instant.
export function changesSchedule(
  stored: { start: Date; recurrence: Recurrence | null; timeZone: string },
  edited: { start: Date; recurrence: Recurrence | null },
): boolean {
  if (stored.start.getTime() !== edited.start.getTime()) return true;
  if (!stored.recurrence || !edited.recurrence) return stored.recurrence !== edited.recurrence;
  if (stored.recurrence.recurrenceTime !== edited.recurrence.recurrenceTime) return true;
  const storedDays = normalizedRecurrence(stored.recurrence, stored.start, stored.timeZone);
  const editedDays = normalizedRecurrence(edited.recurrence, edited.start, stored.timeZone);
  return storedDays.recurrenceDays.join() !== editedDays.recurrenceDays.join();
}

// How a series is stored (001 §5, §9): its days normalized, and starting on its first date.
// A Monday start repeating on Wednesdays first meets on the Wednesday, at the start's time: the
// event view, the pickers and the answer to a creation address a series by its start, which
// must therefore be one of its dates. Null when no chosen day falls before the end date.
export function seriesAsStored(
  series: Series & { recurrence: Recurrence },
): (Series & { recurrence: Recurrence; lastStart: Date }) | null {
  const recurrence = normalizedRecurrence(series.recurrence, series.start, series.timeZone);
  const normalized = { ...series, recurrence };
  const first = everyOccurrence(normalized)[0];
  if (!first) return null;
  const stored = { ...normalized, start: first };
  return { ...stored, lastStart: seriesEnd(stored) };
}
