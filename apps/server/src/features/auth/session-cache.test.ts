import { describe, expect, it } from "vitest";
import type { AuthContext } from "../../shared/deps";
import { SessionCache } from "./session-cache";

const auth = (sessionId: string, userId = "user-1"): AuthContext => ({
  sessionId,
  userId,
  orgId: "org-1",
  homeOrgId: "org-1",
  isSuperAdmin: false,
});
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));
const farFuture = new Date(Date.UTC(2027, 0, 1));

describe("session cache", () => {
  it("answers for 15 seconds, then asks the database again", () => {
    const cache = new SessionCache();
    cache.remember({ auth: auth("s1"), expiresAt: farFuture }, at(0));
    expect(cache.get("s1", at(14))?.userId).toBe("user-1");
    expect(cache.get("s1", at(15))).toBeUndefined();
  });

  it("never answers for a session past its expiry", () => {
    const cache = new SessionCache();
    cache.remember({ auth: auth("s1"), expiresAt: at(5) }, at(0));
    expect(cache.get("s1", at(4))).toBeDefined();
    expect(cache.get("s1", at(5))).toBeUndefined();
  });

  it("forgets one session, or every session of a user", () => {
    const cache = new SessionCache();
    cache.remember({ auth: auth("s1", "ada"), expiresAt: farFuture }, at(0));
    cache.remember({ auth: auth("s2", "ada"), expiresAt: farFuture }, at(0));
    cache.remember({ auth: auth("s3", "bob"), expiresAt: farFuture }, at(0));
    cache.forgetSession("s3");
    expect(cache.get("s3", at(1))).toBeUndefined();
    cache.forgetUser("ada");
    expect(cache.get("s1", at(1))).toBeUndefined();
    expect(cache.get("s2", at(1))).toBeUndefined();
  });

  it("stays bounded, dropping the oldest entry first", () => {
    const cache = new SessionCache();
    for (let index = 0; index <= 10_000; index++) {
      cache.remember({ auth: auth(`s${index}`), expiresAt: farFuture }, at(0));
    }
    expect(cache.get("s0", at(1))).toBeUndefined();
    expect(cache.get("s1", at(1))).toBeDefined();
    expect(cache.get("s10000", at(1))).toBeDefined();
  });
});
