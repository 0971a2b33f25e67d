import { type Expression, type SqlBool, sql } from "kysely";

// The join of an attendee's attendance at one date: `event_attendance as t` to the attendee
// `event_attendees as a`, at the occurrence starting (originally) at `occurrenceStart`
// (migration 0026). Written with sql because the date may be an expression of the query (the
// export's "the asked date, else the event's start").
export const attendanceOfAttendeeAt = (occurrenceStart: Date | Expression<Date>) =>
  sql<SqlBool>`(t.org_id = a.org_id and t.event_id = a.event_id and t.user_id = a.user_id
    and t.occurrence_start = ${occurrenceStart})`;
