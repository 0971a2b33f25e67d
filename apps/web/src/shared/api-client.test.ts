import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { ApiError, unwrapResponse } from "./api-client";

// unwrapResponse reads an answer fetched without the typed client (the entry's early session
// request) exactly as the client's answers are read.
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("unwrapResponse", () => {
  it("returns the answer's data", async () => {
    await expect(unwrapResponse(json({ user: { id: "u1" } }))).resolves.toEqual({
      user: { id: "u1" },
    });
  });

  it("returns null for the signed-out session answer", async () => {
    await expect(unwrapResponse(json(null))).resolves.toBeNull();
  });

  it("turns a failed answer into an ApiError with the server's code and message", async () => {
    const error = await unwrapResponse(
      json({ error: { code: "unauthorized", message: "Please sign in." } }, 401),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Please sign in." });
  });

  it("says 'Unknown Error.' for a failed answer without the server's error body", async () => {
    const error = await unwrapResponse(
      Promise.resolve(new Response("Bad gateway", { status: 502 })),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: MESSAGES.unknownError });
  });

  it("turns a request that never got an answer into a network ApiError", async () => {
    const error = await unwrapResponse(Promise.reject(new TypeError("Failed to fetch"))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});
