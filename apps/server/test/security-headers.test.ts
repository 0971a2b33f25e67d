import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "../src/plugins/security-headers";
import { createTestApp } from "./support/test-app";

// Issue #20 §11: security headers on every answer, no cache for signed-in data, and the
// client's own address behind a trusted proxy.
const t = await createTestApp({ environment: { TRUST_PROXY: "true" } });
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor" });
const admin = await t.createUser(orgId);

describe("security headers", () => {
  it("sends a script policy without unsafe-inline, no framing, nosniff and the referrer policy", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when the public address is https", async () => {
    // The headers alone, on a bare server: a second full app would only repeat migrations.
    const bare = Fastify();
    await registerSecurityHeaders(bare, { ...t.config, isSecureCookie: true });
    bare.get("/probe", async () => ({ ok: true }));
    const response = await bare.inject({ method: "GET", url: "/probe" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    await bare.close();
  });

  it("forbids caching a signed-in JSON answer", async () => {
    const cookie = await t.signIn(admin.email);
    const response = await t.request({ method: "GET", url: "/api/v1/auth/session", cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("TRUST_PROXY", () => {
  it("throttles by the client's address from X-Forwarded-For", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await t.attemptSignIn(
        { email: `guess${attempt}@studio.example`, password: "wrong-password" },
        { remoteAddress: `10.0.0.${attempt + 1}` },
      );
    }
    const fromClient = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      headers: { "x-forwarded-for": "203.0.113.7" },
      remoteAddress: "10.0.0.1",
      payload: { email: admin.email, password: "wrong-password" },
    });
    expect(fromClient.statusCode).toBe(401);
    const locked = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        t.request({
          method: "POST",
          url: "/api/v1/auth/sign-in",
          headers: { "x-forwarded-for": "203.0.113.9" },
          remoteAddress: `10.0.1.${attempt + 1}`,
          payload: { email: `other${attempt}@studio.example`, password: "wrong-password" },
        }),
      ),
    );
    const last = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      headers: { "x-forwarded-for": "203.0.113.9" },
      remoteAddress: "10.0.2.1",
      payload: { email: "someone@studio.example", password: "wrong-password" },
    });
    expect(locked.length).toBe(20);
    expect(last.statusCode).toBe(429);
  });

  it("counts a forwarded value that is not an address by the connection's own", async () => {
    // Kilobytes of noise as a throttle key would be a database fault (an index row too large).
    const noise =
      randomBytes(6000)
        .toString("base64url")
        .match(/.{1,100}/g) ?? [];
    const response = await t.request({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      headers: { "x-forwarded-for": noise.join("") },
      remoteAddress: "10.0.3.1",
      payload: { email: admin.email, password: "wrong-password" },
    });
    expect(response.statusCode).toBe(401);
    const reset = await t.request({
      method: "POST",
      url: "/api/v1/auth/forgot-password",
      headers: { "x-forwarded-for": noise.join(",") },
      remoteAddress: "10.0.3.1",
      payload: { email: admin.email },
    });
    expect(reset.statusCode).toBe(200);
  });
});
