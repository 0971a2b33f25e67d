import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZCreateMemberRequest,
  ZLeaderList,
  ZListMembersQuery,
  ZMemberPage,
  ZMemberProfile,
  ZUpdateLeaderRequest,
  ZUpdateMemberRequest,
  ZUpdateNotesRequest,
} from "@studiodesk/core/contracts/members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/auth";
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
  getMemberProfile,
  listMemberPage,
  listOrganizationLeaders,
  updateMemberProfile,
} from "./members.service";

export const ZMemberParams = z.object({ uid: z.string().min(1).max(100) });

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["members"];
  const profile = { tags, params: ZMemberParams, response: { 200: ZMemberProfile } };

  app.get(
    "/members",
    { schema: { tags, querystring: ZListMembersQuery, response: { 200: ZMemberPage } } },
    (request) => listMemberPage(deps, requireAuth(request), request.query),
  );
  app.get(
    "/members/leaders",
    { schema: { tags, response: { 200: ZLeaderList } } },
    async (request) => ({
      leaders: await listOrganizationLeaders(deps, requireAuth(request)),
    }),
  );
  app.post(
    "/members",
    { schema: { tags, body: ZCreateMemberRequest, response: { 201: ZMemberProfile } } },
    async (request, reply) =>
      reply.status(201).send(await createMember(deps, requireAuth(request), request.body)),
  );
  app.get("/members/:uid", { schema: profile }, (request) =>
    getMemberProfile(deps, requireAuth(request), request.params.uid),
  );
  app.patch("/members/:uid", { schema: { ...profile, body: ZUpdateMemberRequest } }, (request) =>
    updateMemberProfile(deps, requireAuth(request), request.params.uid, request.body),
  );
  app.put("/members/:uid/leader", { schema: profile }, (request) =>
    makeLeader(deps, requireAuth(request), request.params.uid),
  );
  app.patch(
    "/members/:uid/leader",
    { schema: { ...profile, body: ZUpdateLeaderRequest } },
    (request) => updateLeader(deps, requireAuth(request), request.params.uid, request.body),
  );
  app.delete("/members/:uid/leader", { schema: profile }, (request) =>
    removeLeader(deps, requireAuth(request), request.params.uid),
  );
  app.put("/members/:uid/notes", { schema: { ...profile, body: ZUpdateNotesRequest } }, (request) =>
    updateNotes(deps, requireAuth(request), request.params.uid, request.body.notes),
  );
  app.put("/members/:uid/block", { schema: profile }, (request) =>
    setMemberBlocked(deps, requireAuth(request), request.params.uid, true),
  );
  app.delete("/members/:uid/block", { schema: profile }, (request) =>
    setMemberBlocked(deps, requireAuth(request), request.params.uid, false),
  );
  app.post(
    "/members/:uid/password-reset",
    { schema: { tags, params: ZMemberParams, response: { 200: ZMessageResponse } } },
    (request) => sendMemberPasswordReset(deps, requireAuth(request), request.params.uid),
  );
  app.post("/members/:uid/photo", { schema: profile }, async (request) => {
    const auth = requireAuth(request);
    const file = await readSingleFile(request, { maxBytes: 15 * 1024 * 1024, kind: "image" });
    return changeMemberPhoto(deps, auth, request.params.uid, file);
  });
};
