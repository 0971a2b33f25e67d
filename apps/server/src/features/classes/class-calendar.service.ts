import type { CalendarEventEntry } from "@studiodesk/core/contracts/schedule";
import { expandOccurrences, type Window } from "@studiodesk/core/rules/recurrence";
import type { Trx } from "../../db/database";
import { seriesOfClass } from "./class-mapping";
import { listCalendarClassesInWindow } from "./classes.repo";

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// 001 §2 Schedule: "Clicking a class opens the class view". The schedule's calendar month
// asks for the classes' occurrences in its window (schedule → classes, one way), expanded
// from each class's recurrence with the same engine as events (on the class's own zone), in
// the class colour. Runs in the calendar's own transaction.
export async function classCalendarEntries(
  trx: Trx,
  orgId: string,
  window: Window,
): Promise<CalendarEventEntry[]> {
  const rows = await listCalendarClassesInWindow(trx, orgId, window.from, window.to);
  return rows.flatMap((row) =>
    expandOccurrences(seriesOfClass(row), window).map((start) => ({
      kind: "class" as const,
      eventId: row.id,
      occurrenceStart: start.toISOString(),
      eventTitle: row.title,
      eventStart: start.toISOString(),
      eventEnd: plusSeconds(start, row.duration_seconds).toISOString(),
      calendarHex: row.calendar_hex,
      classId: row.id,
      isCancelled: row.is_cancelled,
    })),
  );
}
