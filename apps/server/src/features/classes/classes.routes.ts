import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  ZAddClassMembersRequest,
  ZAddClassMembersResult,
  ZClass,
  ZClassList,
  ZClassMemberList,
  ZClassMemberParams,
  ZClassParams,
  ZClassResource,
  ZClassResourceList,
  ZClassResourceParams,
  ZCreateClassResourceRequest,
  ZUpdateClassRequest,
} from "@studiodesk/core/contracts/classes";
import { ZFileLink, ZStagedUpload } from "@studiodesk/core/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/auth";
import { stageUpload } from "../content-uploads/content-uploads.service";
import { cancelClass, editClass } from "./class-edit.service";
import {
  acceptClassMember,
  addClassMembers,
  declineClassMember,
  getClassMembers,
  removeClassMember,
} from "./class-members.service";
import {
  createClassResource,
  getClassResources,
  getClassResourceViewLink,
  removeClassResource,
} from "./class-resources.service";
import { createClass, getClass, listClassTables, removeClass } from "./classes.service";

const ZRemovedClassMember = z.object({ cancelledSubscriptions: z.array(z.string()) });
const ZDone = z.object({ ok: z.literal(true) });

// 001 §2 Classes list, Class view, Class members; 001 §7 Classes. The new class body is
// multipart (`payload` JSON + `image`), read by the service.
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["classes"];
  const classSchema = { tags, params: ZClassParams, response: { 200: ZClass } };
  const memberSchema = { tags, params: ZClassMemberParams, response: { 200: ZDone } };

  app.get("/classes", { schema: { tags, response: { 200: ZClassList } } }, (request) =>
    listClassTables(deps, requireAuth(request)),
  );
  app.post("/classes", { schema: { tags, response: { 200: ZClass } } }, (request) =>
    createClass(deps, requireAuth(request), request),
  );
  app.get("/classes/:classId", { schema: classSchema }, (request) =>
    getClass(deps, requireAuth(request), request.params.classId),
  );
  app.patch(
    "/classes/:classId",
    { schema: { ...classSchema, body: ZUpdateClassRequest } },
    (request) => editClass(deps, requireAuth(request), request.params.classId, request.body),
  );
  app.post("/classes/:classId/cancel", { schema: classSchema }, (request) =>
    cancelClass(deps, requireAuth(request), request.params.classId),
  );
  app.delete(
    "/classes/:classId",
    { schema: { tags, params: ZClassParams, response: { 200: ZMessageResponse } } },
    (request) => removeClass(deps, requireAuth(request), request.params.classId),
  );

  app.get(
    "/classes/:classId/members",
    { schema: { tags, params: ZClassParams, response: { 200: ZClassMemberList } } },
    (request) => getClassMembers(deps, requireAuth(request), request.params.classId),
  );
  app.post(
    "/classes/:classId/members",
    {
      schema: {
        tags,
        params: ZClassParams,
        body: ZAddClassMembersRequest,
        response: { 200: ZAddClassMembersResult },
      },
    },
    (request) => addClassMembers(deps, requireAuth(request), request.params.classId, request.body),
  );
  app.post(
    "/classes/:classId/members/:userId/accept",
    { schema: memberSchema },
    async (request) => {
      const { classId, userId } = request.params;
      await acceptClassMember(deps, requireAuth(request), classId, userId);
      return { ok: true as const };
    },
  );
  app.post(
    "/classes/:classId/members/:userId/decline",
    { schema: memberSchema },
    async (request) => {
      const { classId, userId } = request.params;
      await declineClassMember(deps, requireAuth(request), classId, userId);
      return { ok: true as const };
    },
  );
  app.delete(
    "/classes/:classId/members/:userId",
    { schema: { ...memberSchema, response: { 200: ZRemovedClassMember } } },
    (request) => {
      const { classId, userId } = request.params;
      return removeClassMember(deps, requireAuth(request), classId, userId);
    },
  );

  app.get(
    "/classes/:classId/resources",
    { schema: { tags, params: ZClassParams, response: { 200: ZClassResourceList } } },
    async (request) => ({
      resources: await getClassResources(deps, requireAuth(request), request.params.classId),
    }),
  );
  // Multipart, one file in the field `file` (the resource kinds: pdf, word, excel, powerpoint,
  // mp3, mp4, wav, aac), staged until the create call names it.
  app.post(
    "/classes/:classId/resources/uploads",
    { schema: { tags, params: ZClassParams, response: { 201: ZStagedUpload } } },
    async (request, reply) =>
      reply.status(201).send(await stageUpload(deps, requireAuth(request), "resource", request)),
  );
  app.post(
    "/classes/:classId/resources",
    {
      schema: {
        tags,
        params: ZClassParams,
        body: ZCreateClassResourceRequest,
        response: { 201: ZClassResource },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const resource = await createClassResource(deps, auth, request.params.classId, request.body);
      return reply.status(201).send(resource);
    },
  );
  app.get(
    "/classes/:classId/resources/:fileId/view",
    { schema: { tags, params: ZClassResourceParams, response: { 200: ZFileLink } } },
    (request) => {
      const { classId, fileId } = request.params;
      return getClassResourceViewLink(deps, requireAuth(request), classId, fileId);
    },
  );
  app.delete(
    "/classes/:classId/resources/:fileId",
    { schema: { tags, params: ZClassResourceParams, response: { 200: ZMessageResponse } } },
    (request) => {
      const { classId, fileId } = request.params;
      return removeClassResource(deps, requireAuth(request), classId, fileId);
    },
  );
};
