import { instantToWallClock } from "@studiodesk/core/rules/wall-clock";

// A datetime-local field's value ("YYYY-MM-DDTHH:mm") on the organization's clock: a studio
// schedules its notifications at its own times, whatever zone the browser is in.
export const localInputValue = (instant: Date, timeZone: string): string =>
  instantToWallClock(instant, timeZone).slice(0, 16);

export { formatDateTime } from "@studiodesk/core/rules/date-formats";
