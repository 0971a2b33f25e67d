import type { ClassListItem, ClassPrice } from "@studiodesk/core/contracts/classes";
import { formatCents } from "@studiodesk/core/rules/money";
import type { RecurrenceOption } from "@studiodesk/core/rules/recurrence";
import { RECURRENCE_LABELS } from "../../../shared/recurrence-labels";
import { formatDate, WEEKDAY_LABELS } from "../schedule-format";

type ClassSchedule = Pick<ClassListItem, "classStart" | "classEnd" | "recurrence">;

const timeOfDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

// "Every Week on Monday, Wednesday at 6:30 AM until Apr 2, 2027".
export function scheduleSummary(item: ClassSchedule, timeZone: string): string {
  const days = item.recurrence.recurrenceDays.map((day) => WEEKDAY_LABELS[day]).join(", ");
  const until = item.classEnd ? ` until ${formatDate(item.classEnd, timeZone)}` : "";
  const repeats = RECURRENCE_LABELS[item.recurrence.recurrenceTime];
  return `${repeats}${days ? ` on ${days}` : ""} at ${timeOfDay(item.classStart, timeZone)}${until}`;
}

// Free, a one-time purchase, or a subscription with its billing period.
export function classPriceText(price: ClassPrice | null): string {
  if (!price) return "Free";
  if (price.subscription) {
    const period =
      RECURRENCE_LABELS[price.subscription.recurrence.recurrenceTime as RecurrenceOption] ?? "";
    return `${formatCents(price.subscription.amount)}${period ? ` ${period}` : ""}`;
  }
  return price.amount > 0 ? formatCents(price.amount) : "Free";
}
