// Harbor Yoga's zone (the demo seed): the dashboard shows and takes times on the studio's
// clock, whatever zone the browser is in.
export const HARBOR_ZONE = "America/New_York";

// A day as the dashboard writes it on Harbor's clock, in the default date format (000 §9
// "MMMM dd, yyyy"): "January 10, 2027".
export const harborDate = (instant: string | Date): string =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: HARBOR_ZONE,
    month: "long",
    day: "2-digit",
    year: "numeric",
  }).format(new Date(instant));

// An instant as the dashboard writes it on Harbor's clock, the date in the default format and
// then the time: "January 10, 2027, 10:30 PM".
export function harborDateTime(instant: string | Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: HARBOR_ZONE,
    month: "long",
    day: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}

// New York's next spring-forward day (the second Sunday of March, clocks 2:00 → 3:00 am) within
// the year ahead the wizard allows.
export function nextNewYorkSpringForward(): string {
  const now = new Date();
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1));
    const firstSunday = 1 + ((7 - firstOfMarch.getUTCDay()) % 7);
    const day = new Date(Date.UTC(year, 2, firstSunday + 7));
    if (day.getTime() > now.getTime()) return day.toISOString().slice(0, 10);
  }
  throw new Error("no spring-forward day ahead");
}

// A due date a month ahead, on any clock: after today and within the year ahead a new invoice
// may be due (a date in next January is over a year ahead in the first days of January).
export const invoiceDueDateAhead = (): string =>
  new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
