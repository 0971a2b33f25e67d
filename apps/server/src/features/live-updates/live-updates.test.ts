import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildSecondInstance } from "../../../test/support/second-instance";
import { createTestApp } from "../../../test/support/test-app";

const t = await createTestApp();
const secondInstance = await buildSecondInstance(t);
afterAll(async () => {
  await secondInstance.close();
  await t.close();
});
await secondInstance.listen({ port: 0, host: "127.0.0.1" });
const orgA = await t.createOrganization();
const orgB = await t.createOrganization();
const cookieA = await t.signIn((await t.createUser(orgA)).email);
const cookieB = await t.signIn((await t.createUser(orgB)).email);

// Opens the event stream on the second instance and collects what arrives.
async function openStream(cookie: string) {
  const { port } = secondInstance.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/live-updates`, {
    headers: { cookie: `studiodesk_session=${cookie}` },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  let text = "";
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        text += new TextDecoder().decode(chunk.value);
      }
    } catch {}
  })();
  return {
    response,
    received: () => text,
    // Settles when the server ends the stream.
    ended: pump,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!condition() && Date.now() - started < timeoutMs)
    await new Promise((r) => setTimeout(r, 20));
};

describe("live updates", () => {
  it("pushes a change made through one instance to the organization's streams on another", async () => {
    const streamA = await openStream(cookieA);
    const streamB = await openStream(cookieB);
    expect(streamA.response.headers.get("content-type")).toBe("text/event-stream");
    await until(() => streamA.received().includes("connected"));

    const change = await t.request({
      method: "PATCH",
      url: "/api/v1/account/app-information",
      cookie: cookieA,
      payload: { isProductActive: true },
    });
    expect(change.statusCode).toBe(200);
    await until(() => streamA.received().includes("event: change"));
    expect(streamA.received()).toContain('data: {"topic":"account"}');
    // Give a wrongly routed event time to arrive before asserting it did not.
    await new Promise((r) => setTimeout(r, 200));
    expect(streamB.received()).not.toContain("event: change");
    await streamA.close();
    await streamB.close();
  });

  it("ends a session's stream when the session signs out on another instance", async () => {
    const cookie = await t.signIn((await t.createUser(orgA)).email);
    const stream = await openStream(cookie);
    await until(() => stream.received().includes("connected"));
    let hasEnded = false;
    const ended = stream.ended.then(() => {
      hasEnded = true;
    });
    await t.request({ method: "POST", url: "/api/v1/auth/sign-out", cookie });
    await until(() => hasEnded);
    expect(hasEnded).toBe(true);
    await stream.close();
    await ended;
  });

  it("refuses a stream without a session", async () => {
    const response = await t.request({ method: "GET", url: "/api/v1/live-updates" });
    expect(response.statusCode).toBe(401);
  });
});
