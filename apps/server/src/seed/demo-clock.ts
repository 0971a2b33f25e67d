import { instantToWallClock, wallClockToInstant } from "@studiodesk/core/rules/wall-clock";
import type { Trx } from "../db/database";

// What the demo's times and prices follow: the studio's zone, today's date there (the demo
// is laid out around it) and its transaction fee.
export type DemoStudio = { timeZone: string; today: string; transactionFee: number };

export async function demoStudio(trx: Trx, orgId: string, now: Date): Promise<DemoStudio> {
  const account = await trx
    .selectFrom("org_accounts")
    .select(["public_information", "payment_information"])
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  const timeZone = account.public_information.timezone;
  return {
    timeZone,
    today: instantToWallClock(now, timeZone).slice(0, 10),
    transactionFee: account.payment_information.transactionFee,
  };
}

export const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

// Monday of this week (the studio's), so weekly classes line up with their weekdays.
export function mondayOffset(today: string): number {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return -((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7);
}

// The studio's wall-clock `time` on the day `days` after `date`.
export function demoInstant(timeZone: string, date: string, days: number, time: string): Date {
  const day = addDays(date, days);
  const instant = wallClockToInstant(`${day}T${time}`, timeZone);
  if (!instant) throw new Error(`Not a demo time: ${day} ${time}`);
  return instant;
}
