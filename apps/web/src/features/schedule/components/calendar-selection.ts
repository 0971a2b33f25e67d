// What a click on the calendar (grid or phone agenda) selects; its own module so the grid and
// the agenda both depend on it rather than on each other.
export type CalendarSelection =
  | { type: "event"; eventId: string; occurrenceStart: string; classId: string | null }
  | { type: "class"; classId: string }
  | { type: "calendarItem"; calendarId: string; title: string; occurrenceStart: string };
