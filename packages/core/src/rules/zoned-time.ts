import { tzOffset } from "@date-fns/tz";
import { knownOffset, type ZoneOffsets } from "./zone-offsets";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// No zone is further than 14 hours from UTC.
const MAX_OFFSET_MS = 14 * HOUR_MS;
const MAX_CACHED_DAYS = 50_000;

// Offsets of whole UTC days without a daylight-saving change, by "zone|day"; null marks a
// day with a change. Expanding a month of a busy calendar asks for the same few days
// thousands of times, and each Intl lookup costs microseconds.
const dayOffsets = new Map<string, number | null>();

// The zone's UTC offset in minutes at an instant (UTC+1 is 60).
export function offsetMinutes(timeZone: string, ms: number): number {
  const known = knownOffset(timeZone, ms);
  if (known !== undefined) return known;
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = tzOffset(timeZone, new Date(day * DAY_MS));
    const end = tzOffset(timeZone, new Date((day + 1) * DAY_MS - 1));
    offset = start === end ? start : null;
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? tzOffset(timeZone, new Date(ms));
}

// The instant (ms) of a wall-clock time in the zone; fields overflow like Date.UTC's (day 32
// is the 1st of the next month). A time that happens twice when clocks fall back is the
// first one; a time skipped when they spring forward moves an hour later, like TZDate.
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
): number {
  const wall = Date.UTC(year, month, day, hours, minutes);
  const before = offsetMinutes(timeZone, wall - MAX_OFFSET_MS);
  const after = offsetMinutes(timeZone, wall + MAX_OFFSET_MS);
  if (before === after) return wall - before * MINUTE_MS;
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS];
  const valid = candidates.filter(
    (instant) => offsetMinutes(timeZone, instant) * MINUTE_MS === wall - instant,
  );
  return valid.length > 0 ? Math.min(...valid) : Math.max(...candidates);
}

// The zone's offsets over [from, to), to the minute (every zone changes on a whole minute).
// A zone changes its offset at most once a day, as offsetMinutes assumes too.
export function zoneOffsets(timeZone: string, from: Date, to: Date): ZoneOffsets {
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = Math.ceil(to.getTime() / MINUTE_MS) * MINUTE_MS;
  const changes = [{ at: start, offsetMinutes: offsetMinutes(timeZone, start) }];
  for (let previous = start; previous < end; previous += DAY_MS) {
    const next = Math.min(previous + DAY_MS, end);
    const before = changes[changes.length - 1]?.offsetMinutes;
    if (offsetMinutes(timeZone, next) === before) continue;
    // The first whole minute in (previous, next] at the new offset.
    let low = previous;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, offsetMinutes: offsetMinutes(timeZone, high) });
  }
  return {
    timeZone,
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
    changes: changes.map((change) => ({
      at: new Date(change.at).toISOString(),
      offsetMinutes: change.offsetMinutes,
    })),
  };
}

// The span of the session's table around a day: a person may page the schedule a year back or
// ahead, and the lists show dates of the last few years (members' joined dates, invoices,
// purchases), without the browser loading time-zone data. Older dates still show correctly,
// through Intl.
const SPAN_BEFORE_MS = 5 * 366 * DAY_MS;
const SPAN_AFTER_MS = 366 * DAY_MS;
const MAX_TABLES_AROUND = 1000;
const tablesAround = new Map<string, ZoneOffsets>();

// The zone's offsets from five years before now's UTC day to a year after it: the same table
// all day for every session in the zone, worked out once.
export function zoneOffsetsAround(timeZone: string, now: Date): ZoneOffsets {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const key = `${timeZone}|${dayStart}`;
  const known = tablesAround.get(key);
  if (known) return known;
  const table = zoneOffsets(
    timeZone,
    new Date(dayStart - SPAN_BEFORE_MS),
    new Date(dayStart + DAY_MS + SPAN_AFTER_MS),
  );
  if (tablesAround.size >= MAX_TABLES_AROUND) tablesAround.clear();
  tablesAround.set(key, table);
  return table;
}
