import { todayIn } from "@studiodesk/core/rules/members";

const DAY_MS = 86_400_000;

function previousDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - DAY_MS).toISOString().slice(0, 10);
}

// 000 §4 Subscription edits: a chosen date D is stored as 06:00 of D + 1 in the organization's
// zone (billing runs about midnight PST at the end of D). The form shows D again, so a date
// that is saved and read back does not move by a day.
export function chosenNextChargeDate(nextCharge: string | null, timeZone: string): string {
  if (!nextCharge) return "";
  return previousDay(todayIn(timeZone, new Date(nextCharge)));
}
