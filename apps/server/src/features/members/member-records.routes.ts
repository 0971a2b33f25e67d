import { ZMemberClassList } from "@studiodesk/core/contracts/classes";
import {
  ZChargeList,
  ZRelationshipList,
  ZSubscription,
  ZSubscriptionList,
  ZUpdateSubscriptionRequest,
} from "@studiodesk/core/contracts/members";
import { z } from "zod";
import { staffRoutes } from "../../shared/staff-routes";
import {
  cancelSubscription,
  editSubscription,
  getCharges,
  getMemberClasses,
  getRelationships,
  getSubscriptions,
} from "./member-records.service";
import { ZMemberParams } from "./members.routes";

const ZRecordParams = ZMemberParams.extend({ id: z.string().min(1).max(100) });

// The member profile's record tabs: classes, subscriptions, purchase history, relationships
// (its Invoices tab reads billing's GET /invoices?uid=).
export const memberRecordsRoutes = staffRoutes("members", (route) => {
  route.get(
    "/members/:uid/subscriptions",
    { params: ZMemberParams, response: ZSubscriptionList },
    async ({ deps, auth, params }) => ({
      subscriptions: await getSubscriptions(deps, auth, params.uid),
    }),
  );
  route.patch(
    "/members/:uid/subscriptions/:id",
    { params: ZRecordParams, body: ZUpdateSubscriptionRequest, response: ZSubscription },
    ({ deps, auth, params, body }) => editSubscription(deps, auth, params.uid, params.id, body),
  );
  route.post(
    "/members/:uid/subscriptions/:id/cancel",
    { params: ZRecordParams, response: ZSubscription },
    ({ deps, auth, params }) => cancelSubscription(deps, auth, params.uid, params.id),
  );
  route.get(
    "/members/:uid/charges",
    { params: ZMemberParams, response: ZChargeList },
    async ({ deps, auth, params }) => ({ charges: await getCharges(deps, auth, params.uid) }),
  );
  route.get(
    "/members/:uid/classes",
    { params: ZMemberParams, response: ZMemberClassList },
    async ({ deps, auth, params }) => ({
      classes: await getMemberClasses(deps, auth, params.uid),
    }),
  );
  route.get(
    "/members/:uid/relationships",
    { params: ZMemberParams, response: ZRelationshipList },
    async ({ deps, auth, params }) => ({
      relationships: await getRelationships(deps, auth, params.uid),
    }),
  );
});
