import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it, vi } from "vitest";
import {
  eventPayload,
  postEvent,
  TEST_NOW,
  testImage,
} from "../../../test/support/schedule-test-support";
import { appWithMembers } from "../../../test/support/two-organizations";
import type { Trx } from "../../db/database";

// A cancel that commits after the add read the event's flag and before it writes: the add
// runs `beforeInsert` (once) just before it inserts the attendees, inside its transaction.
const hooks = vi.hoisted(() => ({ beforeInsert: null as ((trx: Trx) => Promise<void>) | null }));
vi.mock("./attendees.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./attendees.repo")>();
  return {
    ...real,
    insertAttendees: async (...args: Parameters<typeof real.insertAttendees>) => {
      const hook = hooks.beforeInsert;
      hooks.beforeInsert = null;
      if (hook) await hook(args[0]);
      return real.insertAttendees(...args);
    },
  };
});

const { t, cookie, asAdmin, members } = await appWithMembers("Harbor Race", {
  otherName: "Other Race",
  now: TEST_NOW,
  memberCount: 2,
});
const image = await testImage();

const eventOf = async (eventId: string) =>
  (await t.request({ method: "GET", url: `/api/v1/events/${eventId}`, cookie })).json();

describe("an add and a cancel at the same time (001 §4 cancelled is irreversible)", () => {
  it("refuses the add when the event is cancelled between its check and its ticket update", async () => {
    const payload = eventPayload({
      recurrence: null,
      eventEnd: null,
      price: { amount: 2500, quantity: 5, oneTimePurchase: false },
    });
    const created = await postEvent(t, cookie, payload, image);
    expect(created.statusCode, created.body).toBe(200);
    const { eventId } = created.json() as ScheduleEvent;
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    hooks.beforeInsert = async (trx) => {
      if (onPostgres) {
        // Another connection: the cancel commits while the add's transaction is open.
        const cancel = await asAdmin("POST", `/api/v1/events/${eventId}/cancel`, {});
        expect(cancel.statusCode, cancel.body).toBe(200);
      } else {
        // PGlite is one connection: no second transaction runs while the add's is open. The
        // cancel's write, made in the add's transaction, is what the add's next statement
        // sees of a cancel committed meanwhile on PostgreSQL (READ COMMITTED).
        await trx
          .updateTable("events")
          .set({ is_cancelled: true })
          .where("id", "=", eventId)
          .execute();
      }
    };
    const response = await t.request({
      method: "POST",
      url: `/api/v1/events/${eventId}/attendees`,
      cookie,
      payload: { userIds: [members[0]] },
    });
    expect(hooks.beforeInsert).toBeNull();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.eventCancelledNotEditable);
    const event = await eventOf(eventId);
    expect({ quantity: event.price.quantity, purchased: event.price.purchased }).toEqual({
      quantity: 5,
      purchased: 0,
    });
    expect(event.eventUsers).toBe(0);
    if (onPostgres) expect(event.isCancelled).toBe(true);
  });
});
