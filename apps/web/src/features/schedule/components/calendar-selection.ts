// What a click on the calendar (grid or phone agenda) selects; its own module so the grid and
// the agenda both depend on it rather than on each other.
export type CalendarSelection =
  | { type: "event"; eventId: string; occurrenceStart: string; classId: string | null }
  | { type: "class"; classId: string }
  | { type: "calendarItem"; calendarId: string; title: string; occurrenceStart: string };

// The grid's two views: the Month View / Week View toggle's values.
export type CalendarView = "dayGridMonth" | "timeGridWeek";

// The id prefix of a month cell's "+N more" chip, which opens the day's whole list.
export const MORE_CHIP_PREFIX = "more:";
