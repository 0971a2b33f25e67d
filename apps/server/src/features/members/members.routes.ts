import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  type MemberPage,
  ZCreateMemberRequest,
  ZLeaderList,
  ZListMembersQuery,
  ZMemberPage,
  ZMemberProfile,
  ZUpdateLeaderRequest,
  ZUpdateMemberRequest,
  ZUpdateNotesRequest,
} from "@studiodesk/core/contracts/members";
import { z } from "zod";
import { answerJson } from "../../shared/org-json-cache";
import { staffRoutes } from "../../shared/staff-routes";
import { readSingleFile } from "../../shared/uploads";
import {
  changeMemberPhoto,
  makeLeader,
  removeLeader,
  sendMemberPasswordReset,
  setMemberBlocked,
  updateLeader,
  updateNotes,
} from "./member-actions.service";
import {
  createMember,
  getMemberPageJson,
  getMemberProfile,
  listOrganizationLeaders,
  updateMemberProfile,
} from "./members.service";

export const ZMemberParams = z.object({ uid: z.string().min(1).max(100) });

export const membersRoutes = staffRoutes("members", (route) => {
  const profile = { params: ZMemberParams, response: ZMemberProfile };

  route.get(
    "/members",
    { querystring: ZListMembersQuery, response: ZMemberPage },
    async ({ deps, auth, query, reply }) =>
      answerJson<MemberPage>(reply, await getMemberPageJson(deps, auth, query)),
  );
  route.get("/members/leaders", { response: ZLeaderList }, async ({ deps, auth }) => ({
    leaders: await listOrganizationLeaders(deps, auth),
  }));
  route.post(
    "/members",
    { body: ZCreateMemberRequest, response: ZMemberProfile, status: 201 },
    ({ deps, auth, body }) => createMember(deps, auth, body),
  );
  route.get("/members/:uid", profile, ({ deps, auth, params }) =>
    getMemberProfile(deps, auth, params.uid),
  );
  route.patch(
    "/members/:uid",
    { ...profile, body: ZUpdateMemberRequest },
    ({ deps, auth, params, body }) => updateMemberProfile(deps, auth, params.uid, body),
  );
  route.put("/members/:uid/leader", profile, ({ deps, auth, params }) =>
    makeLeader(deps, auth, params.uid),
  );
  route.patch(
    "/members/:uid/leader",
    { ...profile, body: ZUpdateLeaderRequest },
    ({ deps, auth, params, body }) => updateLeader(deps, auth, params.uid, body),
  );
  route.delete("/members/:uid/leader", profile, ({ deps, auth, params }) =>
    removeLeader(deps, auth, params.uid),
  );
  route.put(
    "/members/:uid/notes",
    { ...profile, body: ZUpdateNotesRequest },
    ({ deps, auth, params, body }) => updateNotes(deps, auth, params.uid, body.notes),
  );
  route.put("/members/:uid/block", profile, ({ deps, auth, params }) =>
    setMemberBlocked(deps, auth, params.uid, true),
  );
  route.delete("/members/:uid/block", profile, ({ deps, auth, params }) =>
    setMemberBlocked(deps, auth, params.uid, false),
  );
  route.post(
    "/members/:uid/password-reset",
    { params: ZMemberParams, response: ZMessageResponse },
    ({ deps, auth, params }) => sendMemberPasswordReset(deps, auth, params.uid),
  );
  route.post("/members/:uid/photo", profile, async ({ deps, auth, params, request }) => {
    const file = await readSingleFile(request, { maxBytes: 15 * 1024 * 1024, kind: "image" });
    return changeMemberPhoto(deps, auth, params.uid, file);
  });
});
