import { PASSWORD_RESET_MIN_LENGTH } from "@studiodesk/core/contracts/auth";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { normalizeEmail } from "@studiodesk/core/rules/sign-in";
import { enqueueJob } from "../../jobs/job-runner";
import { AppError, validationError } from "../../shared/app-error";
import type { Deps } from "../../shared/deps";
import { newSecretToken, sha256 } from "../../shared/ids";
import { hashPassword } from "../../shared/password";
import {
  consumePasswordReset,
  deleteSessionsOfUser,
  findIdentityByEmail,
  findIdentityEmail,
  insertPasswordReset,
  updatePasswordHash,
  voidOtherPasswordResets,
} from "./auth.repo";
import { claimResetRequest, clearAccountThrottle } from "./sign-in-throttle";

const RESET_LINK_VALID_MS = 60 * 60_000;
// A new member's first link: they may open the mail days later, so it lasts a week.
const WELCOME_LINK_VALID_MS = 7 * 24 * 60 * 60_000;

export const PASSWORD_RESET_MAIL_JOB = "auth.password-reset-mail";

// Always the same answer (000 §8), whether or not the address has an account, and after the
// same work: one throttle count per address and per typed email, one queued job. Looking
// the address up and mailing happen in the job, so the answer's timing tells nothing.
export async function requestPasswordReset(
  deps: Deps,
  rawEmail: string,
  ip: string,
): Promise<string> {
  const email = normalizeEmail(rawEmail);
  await claimResetRequest(deps.db, email, ip, deps.now());
  await enqueueJob(deps.db, { type: PASSWORD_RESET_MAIL_JOB, payload: { email } });
  deps.wakeJobs?.();
  return MESSAGES.forgotPasswordNotice;
}

// The queued half of a reset request: a link for a known, unblocked account, else nothing.
export async function mailRequestedPasswordReset(deps: Deps, email: string): Promise<void> {
  const identity = await findIdentityByEmail(deps.db, email);
  if (identity && !identity.isBlocked) await sendPasswordResetMail(deps, identity);
}

export function sendPasswordResetMail(
  deps: Deps,
  identity: { id: string; email: string },
): Promise<void> {
  return mailPasswordLink(deps, identity, RESET_LINK_VALID_MS, (link) => ({
    subject: "Reset your Studiodesk password",
    text: [
      "Someone asked to reset the password of your Studiodesk account.",
      "",
      `Choose a new password here (the link works once, for one hour): ${link}`,
      "",
      "If this was not you, you can ignore this email; your password stays as it is.",
    ].join("\n"),
  }));
}

// 000 §4 "creating a user … sends a reset email": for a member the studio has just added, a
// welcome that names the studio and asks them to choose a password, rather than a reset
// they never asked for.
export function sendWelcomeMail(
  deps: Deps,
  identity: { id: string; email: string; firstName: string },
  organizationName: string,
): Promise<void> {
  return mailPasswordLink(deps, identity, WELCOME_LINK_VALID_MS, (link) => ({
    subject: `Welcome to ${organizationName}`,
    text: [
      `Hi ${identity.firstName},`,
      "",
      `${organizationName} has created an account for you in their app.`,
      "",
      `Choose your password here (the link works once, for seven days): ${link}`,
    ].join("\n"),
  }));
}

async function mailPasswordLink(
  deps: Deps,
  identity: { id: string; email: string },
  validForMs: number,
  message: (link: string) => { subject: string; text: string },
): Promise<void> {
  const token = newSecretToken();
  await insertPasswordReset(deps.db, {
    tokenHash: sha256(token),
    userId: identity.id,
    expiresAt: new Date(deps.now().getTime() + validForMs),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send({ to: identity.email, ...message(link) });
}

export async function resetPassword(deps: Deps, token: string, password: string): Promise<string> {
  if (password.length < PASSWORD_RESET_MIN_LENGTH) {
    throw validationError(MESSAGES.passwordTooShort, { password: MESSAGES.passwordTooShort });
  }
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const id = await consumePasswordReset(trx, sha256(token), deps.now());
    if (!id) return undefined;
    await updatePasswordHash(trx, id, passwordHash);
    await voidOtherPasswordResets(trx, id, deps.now());
    // A reset ends every session: whoever knew the old password is signed out.
    await deleteSessionsOfUser(trx, id);
    return id;
  });
  if (!userId) throw new AppError(ERROR_CODES.invalidToken, MESSAGES.resetLinkInvalid, 400);
  deps.sessions.forgetUser(userId);
  const email = await findIdentityEmail(deps.db, userId);
  if (email) await clearAccountThrottle(deps.db, email);
  return MESSAGES.passwordResetDone;
}
