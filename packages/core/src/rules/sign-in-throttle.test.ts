import { describe, expect, it } from "vitest";
import { ACCOUNT_THROTTLE, isLocked, recordFailure, type ThrottleState } from "./sign-in-throttle";

const start = new Date("2026-11-22T12:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

function failTimes(count: number, at: (index: number) => Date): ThrottleState | undefined {
  let state: ThrottleState | undefined;
  for (let index = 0; index < count; index++)
    state = recordFailure(state, at(index), ACCOUNT_THROTTLE);
  return state;
}

describe("sign-in throttle", () => {
  it("allows four failures and locks at the fifth within 15 minutes", () => {
    expect(
      isLocked(
        failTimes(4, () => start),
        start,
      ),
    ).toBe(false);
    expect(
      isLocked(
        failTimes(5, () => start),
        start,
      ),
    ).toBe(true);
  });

  it("unlocks 15 minutes after the lock", () => {
    const state = failTimes(5, () => start);
    expect(isLocked(state, minutes(14))).toBe(true);
    expect(isLocked(state, minutes(15))).toBe(false);
  });

  it("starts a new window when failures are more than 15 minutes apart", () => {
    const state = failTimes(5, (index) => minutes(index * 16));
    expect(state?.failures).toBe(1);
    expect(isLocked(state, minutes(64))).toBe(false);
  });
});
