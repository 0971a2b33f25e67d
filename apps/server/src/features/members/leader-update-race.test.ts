import { describe, expect, it, vi } from "vitest";
import { holdsRowLock, sendAgainstTheLock } from "../../../test/support/cancel-race";
import { adminRequests, appWithTwoOrganizations } from "../../../test/support/two-organizations";
import type { Trx } from "../../db/database";

// Two Leader Information saves of one leader at once: the first runs this hook (once) in its
// transaction, after it has read the stored leader and just before it writes.
const hooks = vi.hoisted(() => ({
  beforeMemberWrite: null as ((trx: Trx) => Promise<void>) | null,
}));
vi.mock("./members.repo", async (importOriginal) => {
  const real = await importOriginal<typeof import("./members.repo")>();
  return {
    ...real,
    updateMember: async (...args: Parameters<typeof real.updateMember>) => {
      const hook = hooks.beforeMemberWrite;
      hooks.beforeMemberWrite = null;
      if (hook) await hook(args[0]);
      return real.updateMember(...args);
    },
  };
});

const { t, orgId, cookie } = await appWithTwoOrganizations("Leader Race");
const { get, send } = adminRequests(t, cookie);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe("two Leader Information saves at once (000 §4 Leader)", () => {
  it("keeps what each changed: the save that did not send the title reads it once the other's is saved", async () => {
    const uid = (await t.createUser(orgId, { admin: false, firstName: "Lee" })).id;
    const url = `/api/v1/members/${uid}/leader`;
    expect((await send("PUT", url)).statusCode).toBe(200);
    await send("PATCH", url, { description: "Teaches flow.", title: "Coach", order: 2 });
    // Another tab moves the leader to the sixth place, sending no title.
    const moveToSixth = () => send("PATCH", url, { description: "Teaches flow.", order: 5 });
    let isMemberLocked: boolean | undefined;
    let race: Awaited<ReturnType<typeof sendAgainstTheLock>> | undefined;
    hooks.beforeMemberWrite = async (trx) => {
      // Both databases: the leader read for what is kept is held until the save commits.
      isMemberLocked = await holdsRowLock(trx, "users", uid);
      // PGlite is one connection, so the other save cannot run while this one is open; on
      // PostgreSQL it runs on another connection and must wait for this one.
      if (onPostgres) race = await sendAgainstTheLock(t, moveToSixth);
    };

    const retitled = await send("PATCH", url, {
      description: "Teaches flow.",
      title: "Head Coach",
    });

    expect(retitled.statusCode, retitled.body).toBe(200);
    const moved = onPostgres ? await race?.answer : await moveToSixth();
    expect(moved?.statusCode, moved?.body).toBe(200);
    // Read outside the transaction, the retitle wrote back the order it had read, 2.
    expect((await get(`/api/v1/members/${uid}`)).json().appLeader).toEqual({
      description: "Teaches flow.",
      title: "Head Coach",
      order: 5,
    });
    expect(isMemberLocked).toBe(true);
    if (onPostgres) expect(race?.hasAnsweredFirst).toBe(false);
  });
});
