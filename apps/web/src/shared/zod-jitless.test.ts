import { describe, expect, it } from "vitest";

describe("Zod without eval in the browser", () => {
  it("makes Zod, loaded afterwards, parse without compiling code", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: "Avery" })).toEqual({ name: "Avery" });
  });
});
