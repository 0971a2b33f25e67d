import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import { ZMemberClassList } from "@studiodesk/core/contracts/classes";
import {
  ZChargeList,
  ZInvoiceList,
  ZRelationshipList,
  ZSubscription,
  ZSubscriptionList,
  ZUpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/auth";
import {
  cancelSubscription,
  deleteInvoice,
  editSubscription,
  getCharges,
  getInvoices,
  getMemberClasses,
  getRelationships,
  getSubscriptions,
} from "./member-records.service";
import { ZMemberParams } from "./members.routes";

const ZRecordParams = ZMemberParams.extend({ id: z.string().min(1).max(100) });

// The member profile's record tabs: classes, subscriptions, invoices, purchase history,
// relationships.
export const memberRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ["members"];

  app.get(
    "/members/:uid/subscriptions",
    { schema: { tags, params: ZMemberParams, response: { 200: ZSubscriptionList } } },
    async (request) => ({
      subscriptions: await getSubscriptions(deps, requireAuth(request), request.params.uid),
    }),
  );
  app.patch(
    "/members/:uid/subscriptions/:id",
    {
      schema: {
        tags,
        params: ZRecordParams,
        body: ZUpdateSubscriptionRequest,
        response: { 200: ZSubscription },
      },
    },
    (request) =>
      editSubscription(
        deps,
        requireAuth(request),
        request.params.uid,
        request.params.id,
        request.body,
      ),
  );
  app.post(
    "/members/:uid/subscriptions/:id/cancel",
    { schema: { tags, params: ZRecordParams, response: { 200: ZSubscription } } },
    (request) =>
      cancelSubscription(deps, requireAuth(request), request.params.uid, request.params.id),
  );
  app.get(
    "/members/:uid/invoices",
    { schema: { tags, params: ZMemberParams, response: { 200: ZInvoiceList } } },
    async (request) => ({
      invoices: await getInvoices(deps, requireAuth(request), request.params.uid),
    }),
  );
  app.delete(
    "/members/:uid/invoices/:id",
    { schema: { tags, params: ZRecordParams, response: { 200: ZMessageResponse } } },
    (request) => deleteInvoice(deps, requireAuth(request), request.params.uid, request.params.id),
  );
  app.get(
    "/members/:uid/charges",
    { schema: { tags, params: ZMemberParams, response: { 200: ZChargeList } } },
    async (request) => ({
      charges: await getCharges(deps, requireAuth(request), request.params.uid),
    }),
  );
  app.get(
    "/members/:uid/classes",
    { schema: { tags, params: ZMemberParams, response: { 200: ZMemberClassList } } },
    async (request) => ({
      classes: await getMemberClasses(deps, requireAuth(request), request.params.uid),
    }),
  );
  app.get(
    "/members/:uid/relationships",
    { schema: { tags, params: ZMemberParams, response: { 200: ZRelationshipList } } },
    async (request) => ({
      relationships: await getRelationships(deps, requireAuth(request), request.params.uid),
    }),
  );
};
