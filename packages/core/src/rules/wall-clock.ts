import { TZDate } from "@date-fns/tz";

// The dashboard shows and edits times as the organization's wall clock, whatever zone the
// browser is in; the API speaks instants (ISO-8601 UTC). These convert between the two.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

// "2026-03-09T18:00" (or with a space, or seconds) in the zone → the instant.
export function wallClockToInstant(localDateTime: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(localDateTime.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const local = new TZDate(
    year as number,
    (month as number) - 1,
    day as number,
    hours as number,
    minutes as number,
    Number.isNaN(seconds) ? 0 : (seconds as number),
    timeZone,
  );
  // 31 February is not a date (TZDate would roll it over into March).
  if (Number.isNaN(local.getTime()) || local.getDate() !== day) return null;
  return new Date(local.getTime());
}

const pad = (value: number) => String(value).padStart(2, "0");

// The instant as "YYYY-MM-DDTHH:mm:ss" on the zone's wall clock.
export function instantToWallClock(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return `${date}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
}

// The date part ("YYYY-MM-DD") and time part ("HH:mm") of an instant on the zone's clock.
export function splitWallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const [date = "", time = ""] = instantToWallClock(instant, timeZone).split("T");
  return { date, time: time.slice(0, 5) };
}
