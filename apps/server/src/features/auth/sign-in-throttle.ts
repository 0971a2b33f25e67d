import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  isLocked,
  recordFailure,
} from "@studiodesk/core/rules/sign-in-throttle";
import type { Db } from "../../db/database";
import { AppError } from "../../shared/app-error";
import { clearThrottle, findThrottle, saveThrottle } from "./auth.repo";

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

// Kept in the database, not in memory, so every server instance sees the same counts.
export async function assertNotThrottled(db: Db, email: string, ip: string, now: Date) {
  const [account, address] = await Promise.all([
    findThrottle(db, accountKey(email)),
    findThrottle(db, addressKey(ip)),
  ]);
  if (isLocked(account, now) || isLocked(address, now)) {
    throw new AppError(ERROR_CODES.throttled, MESSAGES.tooManySignInAttempts, 429);
  }
}

export async function recordFailedSignIn(db: Db, email: string, ip: string, now: Date) {
  for (const [key, limits] of [
    [accountKey(email), ACCOUNT_THROTTLE],
    [addressKey(ip), ADDRESS_THROTTLE],
  ] as const) {
    const next = recordFailure(await findThrottle(db, key), now, limits);
    await saveThrottle(db, { key, ...next });
  }
}

export async function clearAccountThrottle(db: Db, email: string) {
  await clearThrottle(db, accountKey(email));
}
