// The schedule's query keys, apart from its queries: the live-updates hook of every page
// names them without loading the schedule's API code.
export const scheduleKeys = {
  all: ["schedule"] as const,
  months: () => [...scheduleKeys.all, "calendar"] as const,
  month: (month: string) => [...scheduleKeys.months(), month] as const,
  event: (eventId: string, eventStart: string | null) =>
    [...scheduleKeys.all, "event", eventId, eventStart] as const,
  // The delete of an event: its page knows its own 404 is the delete's, not a bad link.
  deletion: (eventId: string) => [...scheduleKeys.all, "delete-event", eventId] as const,
  attendees: ({ eventId, eventStart }: AttendeesOf) =>
    [...scheduleKeys.all, "attendees", eventId, eventStart ?? ""] as const,
  calendarItem: (calendarId: string) => [...scheduleKeys.all, "calendar-item", calendarId] as const,
  members: (search: string) => [...scheduleKeys.all, "member-picker", search] as const,
  leaders: () => [...scheduleKeys.all, "leaders"] as const,
  runningEvents: () => [...scheduleKeys.all, "running-events"] as const,
};

// An event's attendees as listed at one of its dates (001 §2 eventStart; a series' attendance
// is per date). No eventStart: the event's own start.
export type AttendeesOf = { eventId: string; eventStart: string | null };
