import type { FastifyInstance } from "fastify";
import { assertStorableText } from "../shared/storable-text";

// One guard for every route, present and future: a NUL character or a lone surrogate in a
// path id, a query value or any string of a JSON body can never be stored (PostgreSQL refuses
// it mid-transaction), so the request is a 400 before validation or a handler sees it.
// Multipart parts are read by services; their readers call assertStorableText themselves.
// Pages are left to the app: `/dashboard/members/profile?uid=%00` draws the page, whose
// request for that member is the API's 400, and the page goes back to its list as for any bad
// id; a 400 here showed the browser the error's JSON instead of the app.
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    assertStorableText(request.params, "params");
    assertStorableText(request.query, "query");
    assertStorableText(request.body);
  });
}
