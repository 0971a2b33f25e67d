import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import { isActiveUser } from "@studiodesk/core/rules/users";

export { formatLongDate };

const MINUTE_MS = 60_000;
const RELATIVE_UNITS = [
  { unit: "year", ms: 365 * 24 * 60 * MINUTE_MS },
  { unit: "month", ms: 30 * 24 * 60 * MINUTE_MS },
  { unit: "day", ms: 24 * 60 * MINUTE_MS },
  { unit: "hour", ms: 60 * MINUTE_MS },
  { unit: "minute", ms: MINUTE_MS },
] as const;

// 000 §9: relative time in years, months, days, hours or minutes ago, otherwise the full date.
export function formatRelativeTime(value: string | Date, now: Date, timeZone: string): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  for (const { unit, ms } of RELATIVE_UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  }
  return formatLongDate(value, timeZone);
}

// 000 §4 Active user: 'Active' within 30 days of the last sign-in.
export function formatLastActive(lastLoggedIn: string | null, now: Date, timeZone: string): string {
  if (!lastLoggedIn) return "Never";
  return isActiveUser(lastLoggedIn, now)
    ? MESSAGES.active
    : formatRelativeTime(lastLoggedIn, now, timeZone);
}

export { memberFullName as fullName } from "../../shared/formats";
