// The schedule's page addresses (001 §2 routes), built in one place.

// The event view of one occurrence; a class's event carries its class id along.
export function eventViewPath(eventId: string, occurrenceStart: string, classId?: string | null) {
  const query = new URLSearchParams({ eventStart: occurrenceStart });
  if (classId) query.set("classId", classId);
  return `/dashboard/schedule/event/${encodeURIComponent(eventId)}/?${query}`;
}

// The New Event wizard; from a class view it makes an event of that class.
export function newEventPath(forClass?: { classId: string; classTitle: string }) {
  if (!forClass) return "/dashboard/schedule/newevent";
  const query = new URLSearchParams({ classId: forClass.classId, classTitle: forClass.classTitle });
  return `/dashboard/schedule/newevent?${query}`;
}
