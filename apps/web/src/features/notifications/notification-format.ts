import { instantToWallClock, wallClockToInstant } from "@studiodesk/core/rules/wall-clock";

// A datetime-local field's value ("YYYY-MM-DDTHH:mm") on the organization's clock: a studio
// schedules its notifications at its own times, whatever zone the browser is in.
export const localInputValue = (instant: Date, timeZone: string): string =>
  instantToWallClock(instant, timeZone).slice(0, 16);

// The field's wall-clock value as an instant; "" (switch on, no date) and a value that is no
// date stay as they are, so the rule answers 'Please enter a valid scheduled date.'.
export function scheduledInstant(value: string, timeZone: string): string {
  return wallClockToInstant(value, timeZone)?.toISOString() ?? value;
}

export { formatDateTime } from "@studiodesk/core/rules/date-formats";
