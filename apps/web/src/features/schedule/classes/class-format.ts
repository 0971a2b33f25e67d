import type { ClassListItem, ClassPrice } from "@studiodesk/core/contracts/classes";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import type { RecurrenceOption } from "@studiodesk/core/rules/recurrence";
import { RECURRENCE_LABELS } from "../../../shared/recurrence-labels";
import type { MoneyFormat } from "../../../shared/use-money-format";
import { WEEKDAY_LABELS } from "../schedule-format";

type ClassSchedule = Pick<ClassListItem, "classStart" | "classEnd" | "recurrence">;

const timeOfDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

// "Every Week on Monday, Wednesday at 6:30 AM until April 02, 2027" (000 §9's date format).
export function scheduleSummary(item: ClassSchedule, timeZone: string): string {
  const days = item.recurrence.recurrenceDays.map((day) => WEEKDAY_LABELS[day]).join(", ");
  const until = item.classEnd ? ` until ${formatLongDate(item.classEnd, timeZone)}` : "";
  const repeats = RECURRENCE_LABELS[item.recurrence.recurrenceTime];
  return `${repeats}${days ? ` on ${days}` : ""} at ${timeOfDay(item.classStart, timeZone)}${until}`;
}

// Free, a one-time purchase, or a subscription with its billing period, in the organization's
// currency (`money`, from useMoneyFormat).
export function classPriceText(price: ClassPrice | null, money: MoneyFormat): string {
  if (!price) return MESSAGES.free;
  if (price.subscription) {
    const period =
      RECURRENCE_LABELS[price.subscription.recurrence.recurrenceTime as RecurrenceOption] ?? "";
    return `${money(price.subscription.amount)}${period ? ` ${period}` : ""}`;
  }
  return price.amount > 0 ? money(price.amount) : MESSAGES.free;
}
