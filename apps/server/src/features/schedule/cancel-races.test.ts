import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it, vi } from "vitest";
import { cancelRaceApp, holdsRowLock, sendAgainstTheLock } from "../../../test/support/cancel-race";
import { createClass } from "../../../test/support/classes-test-support";
import { eventPayload, postEvent } from "../../../test/support/schedule-test-support";
import type { Trx } from "../../db/database";

// A cancel racing a write that checked "not cancelled": each write runs its hook (once) after
// its check and just before its insert, inside its transaction — the add of attendees before
// it inserts them, an attendance update before it writes a check-in, a new event of a class
// before it inserts the event.
type Hook = ((trx: Trx) => Promise<void>) | null;
const hooks = vi.hoisted(() => ({
  beforeAttendeesInsert: null as Hook,
  beforeAttendanceWrite: null as Hook,
  beforeEventInsert: null as Hook,
}));
const runOnce = async (name: keyof typeof hooks, trx: Trx) => {
  const hook = hooks[name];
  hooks[name] = null;
  if (hook) await hook(trx);
};
vi.mock("./attendees.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./attendees.repo")>();
  return {
    ...real,
    insertAttendees: async (...args: Parameters<typeof real.insertAttendees>) => {
      await runOnce("beforeAttendeesInsert", args[0]);
      return real.insertAttendees(...args);
    },
    setAttendance: async (...args: Parameters<typeof real.setAttendance>) => {
      await runOnce("beforeAttendanceWrite", args[0]);
      return real.setAttendance(...args);
    },
  };
});
vi.mock("./events.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./events.repo")>();
  return {
    ...real,
    insertEvent: async (...args: Parameters<typeof real.insertEvent>) => {
      await runOnce("beforeEventInsert", args[0]);
      return real.insertEvent(...args);
    },
  };
});

const { t, cookie, asAdmin, members, image, onPostgres } = await cancelRaceApp("Race");

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
    expect(created.statusCode, created.body).toBe(201);
    const { eventId } = created.json() as ScheduleEvent;
    hooks.beforeAttendeesInsert = async (trx) => {
      // The add holds the event row, so a real cancel on another connection now waits for it
      // (the attendance test below races one). The ticket update re-checks all the same: the
      // cancel's write, made in the add's transaction, is what it would see of a cancel that
      // got in without the lock.
      await trx
        .updateTable("events")
        .set({ is_cancelled: true })
        .where("id", "=", eventId)
        .execute();
    };
    const response = await t.request({
      method: "POST",
      url: `/api/v1/events/${eventId}/attendees`,
      cookie,
      payload: { userIds: [members[0]] },
    });
    expect(hooks.beforeAttendeesInsert).toBeNull();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.eventCancelledNotEditable);
    const event = await eventOf(eventId);
    expect({ quantity: event.price.quantity, purchased: event.price.purchased }).toEqual({
      quantity: 5,
      purchased: 0,
    });
    expect(event.eventUsers).toBe(0);
  });
});

describe("an attendance update and a cancel at the same time (001 §4 cancelled is irreversible)", () => {
  it("makes the cancel wait for the check-in that found the date open, so none lands on a cancelled date", async () => {
    const payload = eventPayload({ recurrence: null, eventEnd: null });
    const created = await postEvent(t, cookie, payload, image);
    expect(created.statusCode, created.body).toBe(201);
    const { eventId } = created.json() as ScheduleEvent;
    const added = await asAdmin("POST", `/api/v1/events/${eventId}/attendees`, {
      userIds: [members[0]],
    });
    expect(added.statusCode, added.body).toBe(200);
    let isEventLocked: boolean | undefined;
    let race: Awaited<ReturnType<typeof sendAgainstTheLock>> | undefined;
    hooks.beforeAttendanceWrite = async (trx) => {
      // Both databases: the event read for the check is locked until the update commits.
      isEventLocked = await holdsRowLock(trx, "events", eventId);
      if (!onPostgres) return;
      race = await sendAgainstTheLock(t, () =>
        asAdmin("POST", `/api/v1/events/${eventId}/cancel`, {}),
      );
    };
    const saved = await asAdmin("PATCH", `/api/v1/events/${eventId}/attendance`, {
      attendance: [{ uid: members[0], quantity: 1 }],
    });
    expect(isEventLocked).toBe(true);
    expect(saved.statusCode, saved.body).toBe(200);
    if (onPostgres) {
      expect(race?.hasAnsweredFirst).toBe(false);
      expect((await race?.answer)?.statusCode).toBe(200);
    }
  });
});

describe("a new event and its class's cancel at the same time (001 §4 isCancelled)", () => {
  it("makes the cancel wait for the save that checked the class, so no event is added to a cancelled class", async () => {
    const studioClass = await createClass(t, cookie, image);
    let isClassLocked: boolean | undefined;
    let race: Awaited<ReturnType<typeof sendAgainstTheLock>> | undefined;
    hooks.beforeEventInsert = async (trx) => {
      // Both databases: the class read for the check is locked until the save commits.
      isClassLocked = await holdsRowLock(trx, "classes", studioClass.classId);
      // PGlite is one connection, so no cancel can run while the save's transaction is
      // open; on PostgreSQL the real cancel, on another connection, must wait for it.
      if (!onPostgres) return;
      race = await sendAgainstTheLock(t, () =>
        t.request({ method: "POST", url: `/api/v1/classes/${studioClass.classId}/cancel`, cookie }),
      );
    };
    const saved = await postEvent(t, cookie, eventPayload({ classId: studioClass.classId }), image);
    expect(isClassLocked).toBe(true);
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(201);
    if (onPostgres) {
      expect(race?.hasAnsweredFirst).toBe(false);
      expect((await race?.answer)?.statusCode).toBe(200);
    }
  });
});
