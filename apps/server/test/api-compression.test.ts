import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app";

// The API's JSON answers travel compressed to a browser that accepts it (app.ts): a busy
// calendar month is over half a megabyte of JSON, which a phone on a slow network waits for.
const t = await createTestApp();
afterAll(() => t.close());
const orgId = await t.createOrganization({ name: "Harbor" });
const admin = await t.createUser(orgId);
const cookie = await t.signIn(admin.email);

const session = (acceptEncoding?: string) =>
  t.request({
    method: "GET",
    url: "/api/v1/auth/session",
    cookie,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("API answer compression", () => {
  const plain = session();

  it("sends a JSON answer as it is to a client that asks for no encoding", async () => {
    const answer = await plain;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    // Large enough to be compressed when asked (the threshold is 1 KiB).
    expect(answer.rawPayload.length).toBeGreaterThan(1024);
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)(
    "sends it %s-compressed to a client that accepts it, the same JSON unpacked",
    async (encoding, unpack) => {
      const answer = await session(`${encoding}, deflate`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan((await plain).rawPayload.length);
      expect(JSON.parse(unpack(answer.rawPayload).toString("utf8"))).toEqual((await plain).json());
    },
  );

  it("prefers brotli when the client accepts both, as browsers do", async () => {
    const answer = await session("gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
  });

  it("leaves a small answer, such as a refusal, uncompressed", async () => {
    const answer = await t.request({
      method: "GET",
      url: "/api/v1/members/not-a-member-id",
      cookie,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.json().error.message).toEqual(expect.any(String));
  });
});
