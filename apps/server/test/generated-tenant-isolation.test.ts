import { afterAll, describe, expect, it } from "vitest";
import { listOperations, type Operation, sampleOf } from "./support/openapi-operations";
import {
  createFingerprint,
  createRouteFixtures,
  seedDemoOrganizations,
} from "./support/route-fixtures";
import { createTestApp } from "./support/test-app";

// Issue #20: tenant isolation over every route of the OpenAPI document, generated. Harbor
// Yoga's admin owns the data; Summit Dance's admin calls every operation that takes an id
// (path, query or body) with a real id of Harbor's. Any answer that shows one of those ids or
// changes Harbor's rows fails. A new route is walked without a test of its own; its ids are
// found by name (support/route-fixtures.ts) or the walk fails naming the missing one.

const t = await createTestApp();
afterAll(() => t.close());
const { harborId: victimOrgId, summitCookie: attackerCookie } = await seedDemoOrganizations(t);
const fixtures = await createRouteFixtures(t, victimOrgId);
const victimFingerprint = await createFingerprint(t, victimOrgId);

// Signing in, the session and the stream belong to the caller, not to an organization's data.
const isOrganizationRoute = (operation: Operation) =>
  !operation.route.startsWith("/api/v1/auth/") && operation.route !== "/api/v1/live-updates";

const operations = listOperations(t.app).filter(isOrganizationRoute);
// Reads first, so a leaking write cannot hide a leaking read.
operations.sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET"));

describe("tenant isolation over the OpenAPI document", () => {
  it("finds the organization routes", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.route}`, operation]))(
    "%s as another organization's admin reveals and changes nothing",
    async (_, operation) => {
      const { method, body } = operation as Operation;
      const call = await fixtures.callOf(operation as Operation);
      if (call.ids.length === 0) return; // takes no id
      const payload = body ? sampleOf(body, (field) => call.bodyIds.get(field)) : undefined;
      const before = method === "GET" ? "" : await victimFingerprint();
      const response = await t.request({
        method,
        url: call.url,
        cookie: attackerCookie,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      for (const id of call.ids) expect(response.body).not.toContain(id);
      expect(response.body).not.toContain("Harbor Yoga");
      if (method !== "GET") expect(await victimFingerprint()).toBe(before);
    },
  );
});
