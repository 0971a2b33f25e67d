import { isValidTimeZone } from "./time-zone";
import { offsetMinutes, zonedInstant } from "./zoned-time";

// The dashboard shows and edits times as the organization's wall clock, whatever zone the
// browser is in; the API speaks instants (ISO-8601 UTC). These convert between the two.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

// "2026-03-09T18:00" (or with a space, or seconds) in the zone → the instant; the same rule
// as the recurrence engine for times that happen twice or not at all (see zonedInstant).
export function wallClockToInstant(localDateTime: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(localDateTime.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds] = match
    .slice(1)
    .map(Number);
  // 31 February is not a date (Date.UTC would roll it over into March).
  const isDate = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
  if (!isDate || hours > 23 || minutes > 59 || !isValidTimeZone(timeZone)) return null;
  const instant = zonedInstant(timeZone, year, month - 1, day, hours, minutes);
  return new Date(instant + (Number.isNaN(seconds) ? 0 : (seconds ?? 0)) * 1000);
}

// True when the zone's clocks skip the wall-clock time that day (2:30 am in New York on a
// spring-forward day): wallClockToInstant moves it an hour later, and a series keeps the moved
// time, as each occurrence repeats its start's time. An invalid value is not skipped.
export function isSkippedWallClock(localDateTime: string, timeZone: string): boolean {
  const instant = wallClockToInstant(localDateTime, timeZone);
  if (!instant) return false;
  const match = LOCAL_DATE_TIME.exec(localDateTime.trim());
  const typed = `${match?.slice(1, 6).join("")}`;
  const local = instantToWallClock(instant, timeZone);
  return local.slice(0, 16).replace(/[-T:]/g, "") !== typed;
}

// The instant as "YYYY-MM-DDTHH:mm:ss" on the zone's wall clock. The schedule converts
// thousands of occurrences per month, so this uses the cached day offsets of zoned-time.
export function instantToWallClock(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const local = new Date(ms + offsetMinutes(timeZone, ms) * 60_000);
  return local.toISOString().slice(0, 19);
}

// The date part ("YYYY-MM-DD") and time part ("HH:mm") of an instant on the zone's clock.
export function splitWallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const [date = "", time = ""] = instantToWallClock(instant, timeZone).split("T");
  return { date, time: time.slice(0, 5) };
}
