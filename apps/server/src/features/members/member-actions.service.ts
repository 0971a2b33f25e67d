import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import type { MemberProfile, UpdateLeaderRequest } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { DEFAULT_LEADER_BIO } from "@studiodesk/core/rules/members";
import { withTenant } from "../../db/database";
import { AppError, validationError } from "../../shared/app-error";
import { recordStaffAction } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { toJpeg } from "../../shared/images";
import { revokeUserSessions } from "../auth/auth.service";
import { sendPasswordResetMail } from "../auth/password-reset.service";
import { setBlocked } from "./members.repo";
import { changeMember, getMemberProfile, requireMember } from "./members.service";

// 000 §4 Leader: Make Leader sets the default bio; the order starts at the first place. A
// member who is a leader already (made one in another admin's tab) keeps their information:
// a stale Make Leader must not put back the default bio over the one written since.
export async function makeLeader(deps: Deps, auth: AuthContext, userId: string) {
  const leader = { description: DEFAULT_LEADER_BIO, order: 0 };
  return changeMember(deps, auth, userId, "member.leader.added", (current) =>
    current.appLeader === null ? { app_leader: JSON.stringify(leader) } : {},
  );
}

export async function removeLeader(deps: Deps, auth: AuthContext, userId: string) {
  return changeMember(deps, auth, userId, "member.leader.removed", { app_leader: null });
}

export async function updateLeader(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  input: UpdateLeaderRequest,
) {
  if (!input.description)
    throw validationError(MESSAGES.leaderBioRequired, { description: MESSAGES.leaderBioRequired });
  const { description } = input;
  // A partial update keeps what it was not sent, as the profile's PATCH does; an empty
  // title clears it. What is kept is read in the write's transaction, after any other update
  // of the leader still being saved.
  const leaderOf = (current: MemberProfile) => {
    const title = input.title ?? current.appLeader?.title;
    return {
      description,
      ...(title ? { title } : {}),
      order: input.order ?? current.appLeader?.order ?? 0,
    };
  };
  return changeMember(
    deps,
    auth,
    userId,
    "member.leader.updated",
    (current) => ({ app_leader: JSON.stringify(leaderOf(current)) }),
    leaderOf,
    // Only Make Leader makes a leader: an update from a tab opened before another admin's
    // Remove Leader must not bring the leader back.
    (member) => {
      if (member.appLeader === null) {
        throw new AppError(ERROR_CODES.conflict, MESSAGES.notAnAppLeader, 409);
      }
    },
  );
}

export async function updateNotes(deps: Deps, auth: AuthContext, userId: string, notes: string) {
  return changeMember(deps, auth, userId, "member.notes.updated", {
    admin_notes: JSON.stringify({ notes }),
  });
}

export async function sendMemberPasswordReset(deps: Deps, auth: AuthContext, userId: string) {
  const member = await getMemberProfile(deps, auth, userId);
  if (member.isBlocked) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.blockedMemberNoPasswordReset, 409);
  }
  await sendPasswordResetMail(deps, { id: member.id, email: member.email });
  return { message: MESSAGES.passwordResetSent };
}

// Beyond the spec (it left Block User inert): a blocked member is signed out everywhere
// and cannot sign in until unblocked.
export async function setMemberBlocked(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  isBlocked: boolean,
) {
  if (userId === auth.userId) throw validationError(MESSAGES.cannotBlockOwnAccount);
  await withTenant(deps.db, auth.orgId, async (trx) => {
    await requireMember(trx, auth.orgId, userId);
    await setBlocked(trx, userId, isBlocked);
    if (isBlocked) await revokeUserSessions(trx, userId);
    const action = isBlocked ? "member.blocked" : "member.unblocked";
    await recordStaffAction(trx, auth, {
      action,
      targetType: "user",
      targetId: userId,
    });
  });
  if (isBlocked) deps.sessions.forgetUser(userId);
  await deps.events.publish(auth.orgId, { topic: "members", id: userId });
  return getMemberProfile(deps, auth, userId);
}

export async function changeMemberPhoto(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  upload: Buffer,
): Promise<MemberProfile> {
  await getMemberProfile(deps, auth, userId);
  const key = `public/${auth.orgId}/members/${userId}/${newId()}.jpg`;
  await deps.storage.put(key, await toJpeg(upload), "image/jpeg");
  try {
    return await changeMember(deps, auth, userId, "member.photo.changed", {
      profile_photo_url: deps.storage.publicUrl(key),
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}
