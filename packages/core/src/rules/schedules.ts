import { TZDate } from "@date-fns/tz";

// A job that runs every day at a wall-clock time in a time zone (e.g. subscription billing
// at 12:00am America/Los_Angeles, 000 §4). Wall-clock, not a fixed UTC hour: the instant
// moves by an hour across daylight-saving changes and the local time stays the same.
export type DailySchedule = { hour: number; minute: number; timeZone: string };

export function nextDailyRun(after: Date, schedule: DailySchedule): Date {
  const local = new TZDate(after.getTime(), schedule.timeZone);
  let candidate = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    schedule.hour,
    schedule.minute,
    0,
    schedule.timeZone,
  );
  if (candidate.getTime() <= after.getTime()) {
    candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + 1,
      schedule.hour,
      schedule.minute,
      0,
      schedule.timeZone,
    );
  }
  return new Date(candidate.getTime());
}

// A job that runs every hour at a minute past the UTC hour. Every zone's midnight falls on a
// whole, half or three-quarter UTC hour, so an hourly run reaches each studio's new day within
// the hour (a daily run at one wall-clock time is up to a day late somewhere: 00:15 in Los
// Angeles is 17:15 in Tokyo).
export type HourlySchedule = { everyHourAtMinute: number };
export type RecurringSchedule = DailySchedule | HourlySchedule;

const HOUR_MS = 60 * 60_000;

export function nextHourlyRun(after: Date, schedule: HourlySchedule): Date {
  const hourStart = Math.floor(after.getTime() / HOUR_MS) * HOUR_MS;
  const candidate = hourStart + schedule.everyHourAtMinute * 60_000;
  return new Date(candidate > after.getTime() ? candidate : candidate + HOUR_MS);
}

export const nextRecurringRun = (after: Date, schedule: RecurringSchedule): Date =>
  "everyHourAtMinute" in schedule ? nextHourlyRun(after, schedule) : nextDailyRun(after, schedule);

// Retries wait 10 s, 20 s, 40 s … capped at one hour.
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}
