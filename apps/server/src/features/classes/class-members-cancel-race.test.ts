import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it, vi } from "vitest";
import { cancelRaceApp } from "../../../test/support/cancel-race";
import { createClass, SUBSCRIPTION_PRICE } from "../../../test/support/classes-test-support";
import type { Trx } from "../../db/database";

// A class cancel racing an add of class members, as schedule/cancel-races.test.ts races the
// event writes (kept here: the boundaries let only classes/ reach its repo). The add runs the
// hook (once) after its "not cancelled" check and just before it inserts the members, inside
// its transaction.
type Hook = ((trx: Trx) => Promise<void>) | null;
const hooks = vi.hoisted(() => ({ beforeClassMembersInsert: null as Hook }));
vi.mock("./class-members.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./class-members.repo")>();
  return {
    ...real,
    insertClassMembers: async (...args: Parameters<typeof real.insertClassMembers>) => {
      const hook = hooks.beforeClassMembersInsert;
      hooks.beforeClassMembersInsert = null;
      if (hook) await hook(args[0]);
      return real.insertClassMembers(...args);
    },
  };
});

const { t, cookie, asAdmin, members, image, onPostgres } = await cancelRaceApp("Class Race");

const classOf = async (classId: string) =>
  (await t.request({ method: "GET", url: `/api/v1/classes/${classId}`, cookie })).json();

const addMember = (classId: string, userId: string | undefined) =>
  t.request({
    method: "POST",
    url: `/api/v1/classes/${classId}/members`,
    cookie,
    payload: { userIds: [userId] },
  });

// The class is cancelled after the add checked it and before it takes the places.
const cancelClassDuringAdd = (classId: string) => {
  hooks.beforeClassMembersInsert = async (trx) => {
    if (onPostgres) {
      // Another connection: the cancel commits while the add's transaction is open.
      const cancel = await asAdmin("POST", `/api/v1/classes/${classId}/cancel`, {});
      expect(cancel.statusCode, cancel.body).toBe(200);
    } else {
      // PGlite is one connection: the cancel's write in the add's transaction is what the
      // add's next statement sees of a cancel committed meanwhile on PostgreSQL.
      await trx
        .updateTable("classes")
        .set({ is_cancelled: true })
        .where("id", "=", classId)
        .execute();
    }
  };
};

describe("a class members add and the class's cancel at the same time (001 §4 isCancelled)", () => {
  it.each([
    ["a direct add", "class full", {}, 0, "classUsers"],
    ["a paid class's pending add", "not found", { price: SUBSCRIPTION_PRICE }, 1, "pendingUsers"],
  ] as const)(
    "refuses %s with 'A cancelled class cannot be edited.', not '%s'",
    async (_add, _notSaid, changes, member, places) => {
      const studioClass = await createClass(t, cookie, image, changes);
      cancelClassDuringAdd(studioClass.classId);
      const response = await addMember(studioClass.classId, members[member]);
      expect(hooks.beforeClassMembersInsert).toBeNull();
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.classCancelledNotEditable);
      expect((await classOf(studioClass.classId))[places]).toBe(0);
    },
  );
});
