import { describe, expect, it } from "vitest";
import { z } from "zod";
import { numberRangeIssue } from "../rules/number-range";
import { ZPriceCents } from "./common";
import { readableZodError } from "./readable-errors";

// The first message Zod gives for `input` with the readable map as the parse's error map.
const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: readableZodError }).error?.issues[0]?.message;

describe("readable validation messages (000 §8 'the returned message')", () => {
  it("says a missing field is required and a wrong one is not valid", () => {
    const body = z.object({ changes: z.object({ title: z.string() }) });
    expect(messageOf(body, {})).toBe("This field is required.");
    expect(messageOf(body, { changes: 5 })).toBe("This value is not valid.");
  });

  it("names the limit of a text, a list and a number in words", () => {
    expect(messageOf(z.string().max(200), "x".repeat(201))).toBe(
      "Please use at most 200 characters.",
    );
    expect(messageOf(z.string().max(10_000), "x".repeat(10_001))).toBe(
      "Please use at most 10,000 characters.",
    );
    expect(messageOf(z.string().min(1), "")).toBe("This field is required.");
    expect(messageOf(z.string().min(8), "short")).toBe("Please use at least 8 characters.");
    expect(messageOf(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("Please choose at most 2.");
    expect(messageOf(z.array(z.string()).min(1), [])).toBe("Please choose at least one.");
    expect(messageOf(z.number().max(10), 11)).toBe("Please enter a number of at most 10.");
    expect(messageOf(z.number().max(1000), 1001)).toBe("Please enter a number of at most 1,000.");
    expect(messageOf(z.number().min(0), -1)).toBe("This number cannot be negative.");
    expect(messageOf(z.number().positive(), 0)).toBe("Please enter a number above 0.");
    expect(messageOf(z.number().min(5), 4)).toBe("Please enter a number of at least 5.");
    expect(messageOf(z.number().lt(10), 10)).toBe("Please enter a number below 10.");
  });

  it("says a number's limit in the words of a web number field (core number-range)", () => {
    for (const [schema, input, range] of [
      [z.number().max(100), 101, { max: 100 }],
      [z.number().int().min(1), 0, { min: 1 }],
      [z.number().min(0), -5, { min: 0 }],
    ] as const) {
      expect(messageOf(schema, input)).toBe(numberRangeIssue(input, range));
    }
  });

  // Issue #20 sweep: a value of the wrong type says what it should have been.
  it("says what a value of the wrong type should be", () => {
    const count = z.number().int().min(0).max(1000);
    expect(messageOf(count, "12")).toBe("Please enter a number.");
    expect(messageOf(count, "NaN")).toBe("Please enter a number.");
    expect(messageOf(count, 2.5)).toBe("Please enter a whole number.");
    expect(messageOf(count, 2 ** 53)).toBe("This number is too large.");
    expect(messageOf(z.string(), 12)).toBe("Please enter text.");
    expect(messageOf(z.boolean(), "true")).toBe("This must be true or false.");
    expect(messageOf(z.array(z.string()), {})).toBe("This must be a list.");
  });

  it("explains formats, options and unknown fields", () => {
    expect(messageOf(z.email(), "not-an-email")).toBe("Please enter a valid email address.");
    expect(messageOf(z.iso.date(), "2026-02-30")).toBe("Please enter a valid date.");
    expect(messageOf(z.iso.date(), "11/27/2026")).toBe("Please enter a valid date.");
    expect(messageOf(z.iso.datetime({ offset: true }), "2026-11-27 9am")).toBe(
      "Please enter a valid date and time.",
    );
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Please choose one of the options.");
    expect(messageOf(z.object({ a: z.string() }).strict(), { a: "x", b: 1 })).toBe(
      "This request has fields that are not accepted: b.",
    );
  });

  it("leaves a contract's own message in place", () => {
    expect(messageOf(ZPriceCents, 100_000_001)).toBe("This amount is too large.");
    expect(messageOf(z.string().min(1, "Please enter a title."), "")).toBe("Please enter a title.");
  });
});
