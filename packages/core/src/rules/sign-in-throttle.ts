// Failed sign-ins are counted per account and per address within a window; reaching the
// limit locks that key for the lock period. A success clears the account's count.
export type ThrottleLimits = { maxFailures: number; windowMs: number; lockMs: number };

// Every limit counts within 15 minutes and locks for 15 minutes; only the count differs.
const FIFTEEN_MINUTES_MS = 15 * 60_000;
const limitOf = (maxFailures: number): ThrottleLimits => ({
  maxFailures,
  windowMs: FIFTEEN_MINUTES_MS,
  lockMs: FIFTEEN_MINUTES_MS,
});

export const ACCOUNT_THROTTLE = limitOf(5);
export const ADDRESS_THROTTLE = limitOf(20);

// Forgot password (issue #20): four requests for one address within 15 minutes, then a lock.
export const RESET_ACCOUNT_THROTTLE = limitOf(4);
export const RESET_ADDRESS_THROTTLE = limitOf(20);

export type ThrottleState = { failures: number; windowStartedAt: Date; lockedUntil: Date | null };

export function isLocked(state: ThrottleState | undefined, now: Date): boolean {
  return state?.lockedUntil != null && state.lockedUntil.getTime() > now.getTime();
}

export function recordFailure(
  state: ThrottleState | undefined,
  now: Date,
  limits: ThrottleLimits,
): ThrottleState {
  const windowIsOpen =
    state !== undefined && now.getTime() - state.windowStartedAt.getTime() < limits.windowMs;
  const failures = windowIsOpen ? state.failures + 1 : 1;
  const windowStartedAt = windowIsOpen ? state.windowStartedAt : now;
  const lockedUntil =
    failures >= limits.maxFailures ? new Date(now.getTime() + limits.lockMs) : null;
  return { failures, windowStartedAt, lockedUntil };
}
