import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  isLocked,
  RESET_ACCOUNT_THROTTLE,
  RESET_ADDRESS_THROTTLE,
  recordFailure,
  type ThrottleLimits,
} from "@studiodesk/core/rules/sign-in-throttle";
import type { Db } from "../../db/database";
import { AppError } from "../../shared/app-error";
import { clearThrottle, forgiveOneAttempt, lockThrottle, saveThrottle } from "./auth.repo";

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

// Kept in the database, not in memory, so every server instance sees the same counts.
// Every attempt is counted as a failure before the password is checked, in one transaction
// per key that holds the key's row: twenty parallel guesses are counted one after another,
// so the fifth locks the account and the rest are refused without a password check.
export async function claimSignInAttempt(db: Db, email: string, ip: string, now: Date) {
  const isAccountLocked = await countAttempt(db, accountKey(email), ACCOUNT_THROTTLE, now);
  const isAddressLocked = await countAttempt(db, addressKey(ip), ADDRESS_THROTTLE, now);
  if (isAccountLocked || isAddressLocked) {
    throw new AppError(ERROR_CODES.throttled, MESSAGES.tooManySignInAttempts, 429);
  }
}

// Answers whether the key was already locked (then the attempt is not counted).
async function countAttempt(db: Db, key: string, limits: ThrottleLimits, now: Date) {
  return db.transaction().execute(async (trx) => {
    const state = await lockThrottle(trx, key, now);
    if (isLocked(state, now)) return true;
    await saveThrottle(trx, { key, ...recordFailure(state, now, limits) });
    return false;
  });
}

// The right password: the account starts afresh, and the address gets its attempt back.
export async function forgiveSignInAttempt(db: Db, email: string, ip: string) {
  await clearAccountThrottle(db, email);
  await forgiveOneAttempt(db, addressKey(ip));
}

// A new password (a used reset link) unlocks the account.
export async function clearAccountThrottle(db: Db, email: string) {
  await clearThrottle(db, accountKey(email));
}

// Forgot-password requests, counted like sign-in attempts (every request counts): a few
// mails per typed address, a few more per sender address, in 15 minutes. The count does not
// depend on whether the address has an account, so a 429 reveals nothing.
export async function claimResetRequest(db: Db, email: string, ip: string, now: Date) {
  const isAccountLocked = await countAttempt(
    db,
    `reset:${accountKey(email)}`,
    RESET_ACCOUNT_THROTTLE,
    now,
  );
  const isAddressLocked = await countAttempt(
    db,
    `reset:${addressKey(ip)}`,
    RESET_ADDRESS_THROTTLE,
    now,
  );
  if (isAccountLocked || isAddressLocked) {
    throw new AppError(ERROR_CODES.throttled, MESSAGES.tooManyResetRequests, 429);
  }
}
