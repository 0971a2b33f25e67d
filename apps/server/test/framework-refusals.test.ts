import type { AddressInfo } from "node:net";
import net from "node:net";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app";

// Requests Fastify or Node refuse before any route answer in the API's one error shape, like
// every other 4xx, not in Fastify's { statusCode, code, error, message }.
const t = await createTestApp();
afterAll(() => t.close());
await t.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = t.app.server.address() as AddressInfo;

// Sends raw bytes (a request no HTTP client would build) and reads the answer to the end.
function sendRaw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
  });
}

const rawGet = (path: string, headerLines = "") =>
  sendRaw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines}Connection: close\r\n\r\n`);

describe("refusals before any route, in the API's error shape", () => {
  it("answers an API address with a broken %-code with 400 'This address is not valid…'", async () => {
    const response = await t.app.inject({ url: "/api/v1/members/%ZZ" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json()).toEqual({
      error: { code: ERROR_CODES.addressNotValid, message: MESSAGES.addressNotValid },
    });
  });

  it("answers an API address with a 150-character id with 414 'This address is too long.'", async () => {
    const response = await t.app.inject({ url: `/api/v1/members/${"a".repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: ERROR_CODES.addressTooLong, message: MESSAGES.addressTooLong },
    });
  });

  it("answers an API address longer than the server reads (20,000 characters) with 414", async () => {
    const response = await rawGet(`/api/v1/members?search=${"a".repeat(20_000)}`);
    expect(response.status).toBe(414);
    expect(response.headers).toContain("content-type: application/json; charset=utf-8");
    expect(JSON.parse(response.body)).toEqual({
      error: { code: ERROR_CODES.addressTooLong, message: MESSAGES.addressTooLong },
    });
  });

  it("answers headers larger than the server reads with 431 'The request's headers are too large.'", async () => {
    const response = await rawGet("/api/v1/members", `X-Padding: ${"a".repeat(20_000)}\r\n`);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: ERROR_CODES.headersTooLarge, message: MESSAGES.headersTooLarge },
    });
  });

  it("answers a request Node cannot parse with 400 'The request is not valid.'", async () => {
    const response = await sendRaw("GET /api/v1/members HTTP/1.1\r\nHost\r\n\r\n");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: ERROR_CODES.validationFailed, message: MESSAGES.invalidRequest },
    });
  });
});
