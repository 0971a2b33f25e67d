import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { suiteMigrationTestDatabase } from "./support/migration-test-support";

// Migration 0026 on a database whose attendees carry the attendance of a whole series: each
// check-in moves to the date nearest the moment staff took it (on the studio's clock), a
// one-time event's to its start, and nothing taken is lost.
const { db, migrate, names, inTenant } = await suiteMigrationTestDatabase();
afterAll(() => db.destroy());

const json = (value: unknown) => JSON.stringify(value);

it("moves each attendance taken to the date it was taken at", { timeout: 180_000 }, async () => {
  await migrate(names.filter((name) => name < "0026"));
  await sql`insert into organizations (id, name) values ('harbor', 'Harbor')`.execute(db);
  for (const id of ["ana", "ben"]) {
    await sql`insert into identities (id, email, password_hash, home_org_id)
      values (${id}, ${`${id}@example.test`}, 'hash', 'harbor')`.execute(db);
  }
  await inTenant("harbor", async (trx) => {
    await sql`insert into org_accounts (org_id, app_information, payment_information,
        public_information, website_information, calendar_colors)
      values ('harbor', '{}', '{}', ${json({ timezone: "America/New_York" })}, '{}',
        '[]')`.execute(trx);
    for (const id of ["ana", "ben"]) {
      await sql`insert into users (id, org_id, first_name, last_name, email)
        values (${id}, 'harbor', ${id}, 'Lastname', ${`${id}@example.test`})`.execute(trx);
    }
    // Mondays at 6 pm in New York (23:00 UTC in winter), and a one-time workshop.
    const weekly = { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] };
    await sql`insert into events (org_id, id, title, description, start_at, end_at, series_end_at,
        duration_seconds, recurrence)
      values ('harbor', 'flow', 'Flow', 'Weekly', '2027-01-11T23:00:00Z', '2027-03-29T23:00:00Z',
        '2027-03-29T23:00:00Z', 3600, ${json(weekly)}),
      ('harbor', 'workshop', 'Workshop', 'Once', '2027-02-03T15:00:00Z', null,
        '2027-02-03T15:00:00Z', 3600, null)`.execute(trx);
    const attendance = (quantity: number, timestamp: string) =>
      json({ quantity, type: "manual", timestamp });
    await sql`insert into event_attendees (org_id, event_id, user_id, quantity, attendance) values
      ('harbor', 'flow', 'ana', 1, ${attendance(1, "2027-01-18T23:20:00Z")}),
      ('harbor', 'flow', 'ben', 2, ${attendance(2, "2027-01-25T22:45:00Z")}),
      ('harbor', 'workshop', 'ana', 1, ${attendance(0, "2027-02-04T09:00:00Z")}),
      ('harbor', 'workshop', 'ben', 1, null)`.execute(trx);
  });

  const { error } = await migrate(names);
  expect(error).toBeUndefined();

  const moved = await inTenant("harbor", (trx) =>
    sql<{
      event_id: string;
      user_id: string;
      occurrence_start: Date;
      quantity: number;
      recorded_at: Date;
    }>`select event_id, user_id, occurrence_start, quantity, recorded_at from event_attendance
    order by event_id, user_id`.execute(trx),
  );
  expect(
    moved.rows.map((row) => ({
      ...row,
      occurrence_start: new Date(row.occurrence_start).toISOString(),
      recorded_at: new Date(row.recorded_at).toISOString(),
    })),
  ).toEqual([
    {
      event_id: "flow",
      user_id: "ana",
      occurrence_start: "2027-01-18T23:00:00.000Z",
      quantity: 1,
      recorded_at: "2027-01-18T23:20:00.000Z",
    },
    {
      event_id: "flow",
      user_id: "ben",
      occurrence_start: "2027-01-25T23:00:00.000Z",
      quantity: 2,
      recorded_at: "2027-01-25T22:45:00.000Z",
    },
    {
      event_id: "workshop",
      user_id: "ana",
      occurrence_start: "2027-02-03T15:00:00.000Z",
      quantity: 0,
      recorded_at: "2027-02-04T09:00:00.000Z",
    },
  ]);
  const attendees = await inTenant("harbor", (trx) =>
    sql`select event_id, user_id, quantity from event_attendees
      order by event_id, user_id`.execute(trx),
  );
  expect(attendees.rows).toHaveLength(4);
});
