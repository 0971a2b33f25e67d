// Failed sign-ins are counted per account and per address within a window; reaching the
// limit locks that key for the lock period. A success clears the account's count.
export type ThrottleLimits = { maxFailures: number; windowMs: number; lockMs: number };

export const ACCOUNT_THROTTLE: ThrottleLimits = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const ADDRESS_THROTTLE: ThrottleLimits = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

// Forgot password (issue #20): four requests for one address within 15 minutes, then a lock.
export const RESET_ACCOUNT_THROTTLE: ThrottleLimits = {
  maxFailures: 4,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const RESET_ADDRESS_THROTTLE: ThrottleLimits = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

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
