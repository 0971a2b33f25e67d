import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MESSAGES } from "../messages";
import { ZCreateClassRequest, ZCreateClassResourceRequest, ZUpdateClassRequest } from "./classes";

// The contract's own message for `field`, as the browser gets it (no readable map installed).
const messageAt = (schema: z.ZodType, input: unknown, field: string) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("class text limits (001 §7 Classes)", () => {
  it("refuses a class title over 200 characters with 'Please use at most 200 characters.'", () => {
    const title = { classTitle: "x".repeat(201) };
    expect(messageAt(ZCreateClassRequest, title, "classTitle")).toBe(
      "Please use at most 200 characters.",
    );
    expect(messageAt(ZUpdateClassRequest, title, "classTitle")).toBe(
      "Please use at most 200 characters.",
    );
  });

  it("refuses a class description over 20,000 characters with its limit", () => {
    const description = { classDescription: "x".repeat(20_001) };
    expect(messageAt(ZUpdateClassRequest, description, "classDescription")).toBe(
      "Please use at most 20,000 characters.",
    );
  });

  it("keeps 'Please complete all the necessary fields.' for a missing title", () => {
    expect(messageAt(ZCreateClassRequest, {}, "classTitle")).toBe(MESSAGES.completeAllFields);
  });

  it("refuses a resource title over 200 characters with its limit", () => {
    const resource = { uploadId: "upload-1", title: "x".repeat(201) };
    expect(messageAt(ZCreateClassResourceRequest, resource, "title")).toBe(
      "Please use at most 200 characters.",
    );
  });
});
