import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("server basics", () => {
  it("answers the health check with 200 JSON once migrated", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgresql" : "embedded",
    });
  });

  it("serves the OpenAPI 3.1 document generated from the contracts", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs/json" });
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/v1/auth/sign-in", "/api/v1/account/app-information"]),
    );
    expect(document.paths["/api/v1/auth/sign-in"].post.requestBody).toBeDefined();
  });

  it("serves the interactive API docs", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});
