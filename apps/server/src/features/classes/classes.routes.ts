import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  type ClassList,
  type ClassMemberList,
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
import { ZFileLink } from "@studiodesk/core/contracts/content";
import { z } from "zod";
import { answerJson } from "../../shared/org-json-cache";
import { staffRoutes } from "../../shared/staff-routes";
import { routeStagedUpload } from "../content-uploads/content-uploads.service";
import { cancelClass, editClass, replaceClassImage } from "./class-edit.service";
import {
  acceptClassMember,
  addClassMembers,
  declineClassMember,
  removeClassMember,
} from "./class-members.service";
import { getClassListJson, getClassMembersJson } from "./class-pages.service";
import {
  createClassResource,
  getClassResources,
  getClassResourceViewLink,
  removeClassResource,
} from "./class-resources.service";
import { createClass, getClass, removeClass } from "./classes.service";

const ZRemovedClassMember = z.object({ cancelledSubscriptions: z.array(z.string()) });
const ZDone = z.object({ ok: z.literal(true) });

// 001 §2 Classes list, Class view, Class members; 001 §7 Classes. Multipart bodies (the new
// class: `payload` JSON + `image`; change image: `file`) are read by the services.
export const classesRoutes = staffRoutes("classes", (route) => {
  const ofClass = { params: ZClassParams, response: ZClass };
  const ofMember = { params: ZClassMemberParams, response: ZDone };

  route.get("/classes", { response: ZClassList }, async ({ deps, auth, reply }) =>
    answerJson<ClassList>(reply, await getClassListJson(deps, auth)),
  );
  route.post("/classes", { response: ZClass, status: 201 }, ({ deps, auth, request }) =>
    createClass(deps, auth, request),
  );
  route.get("/classes/:classId", ofClass, ({ deps, auth, params }) =>
    getClass(deps, auth, params.classId),
  );
  route.patch(
    "/classes/:classId",
    { ...ofClass, body: ZUpdateClassRequest },
    ({ deps, auth, params, body }) => editClass(deps, auth, params.classId, body),
  );
  route.post("/classes/:classId/cancel", ofClass, ({ deps, auth, params }) =>
    cancelClass(deps, auth, params.classId),
  );
  route.post("/classes/:classId/image", ofClass, ({ deps, auth, params, request }) =>
    replaceClassImage(deps, auth, params.classId, request),
  );
  route.delete(
    "/classes/:classId",
    { params: ZClassParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeClass(deps, auth, params.classId),
  );

  route.get(
    "/classes/:classId/members",
    { params: ZClassParams, response: ZClassMemberList },
    async ({ deps, auth, params, reply }) =>
      answerJson<ClassMemberList>(reply, await getClassMembersJson(deps, auth, params.classId)),
  );
  route.post(
    "/classes/:classId/members",
    { params: ZClassParams, body: ZAddClassMembersRequest, response: ZAddClassMembersResult },
    ({ deps, auth, params, body }) => addClassMembers(deps, auth, params.classId, body),
  );
  route.post(
    "/classes/:classId/members/:userId/accept",
    ofMember,
    async ({ deps, auth, params }) => {
      await acceptClassMember(deps, auth, params.classId, params.userId);
      return { ok: true as const };
    },
  );
  route.post(
    "/classes/:classId/members/:userId/decline",
    ofMember,
    async ({ deps, auth, params }) => {
      await declineClassMember(deps, auth, params.classId, params.userId);
      return { ok: true as const };
    },
  );
  route.delete(
    "/classes/:classId/members/:userId",
    { params: ZClassMemberParams, response: ZRemovedClassMember },
    ({ deps, auth, params }) => removeClassMember(deps, auth, params.classId, params.userId),
  );

  route.get(
    "/classes/:classId/resources",
    { params: ZClassParams, response: ZClassResourceList },
    async ({ deps, auth, params }) => ({
      resources: await getClassResources(deps, auth, params.classId),
    }),
  );
  // One file of a resource kind: pdf, word, excel, powerpoint, mp3, mp4, wav, aac.
  routeStagedUpload(route, "/classes/:classId/resources/uploads", "resource", ZClassParams);
  route.post(
    "/classes/:classId/resources",
    {
      params: ZClassParams,
      body: ZCreateClassResourceRequest,
      response: ZClassResource,
      status: 201,
    },
    ({ deps, auth, params, body }) => createClassResource(deps, auth, params.classId, body),
  );
  route.get(
    "/classes/:classId/resources/:fileId/view",
    { params: ZClassResourceParams, response: ZFileLink },
    ({ deps, auth, params }) => getClassResourceViewLink(deps, auth, params.classId, params.fileId),
  );
  route.delete(
    "/classes/:classId/resources/:fileId",
    { params: ZClassResourceParams, response: ZMessageResponse },
    ({ deps, auth, params }) => removeClassResource(deps, auth, params.classId, params.fileId),
  );
});
