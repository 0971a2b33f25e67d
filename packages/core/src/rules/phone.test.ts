import { describe, expect, it } from "vitest";
import { ZUpdateMemberRequest } from "../contracts/members";
import { MESSAGES } from "../messages";
import { completePhone, formatPhone, phoneSearchDigits } from "./phone";

describe("000 §5 phone mask (###) ###-####", () => {
  it.each([
    ["555", "(555"],
    ["5551234", "(555) 123-4"],
    ["(555) 123-4567", "(555) 123-4567"],
  ])("shows '%s' as '%s' while it is typed", (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each([
    ["(207) 555-0142", "(207) 555-0142"],
    ["2075550142", "(207) 555-0142"],
    ["207.555.0142", "(207) 555-0142"],
    ["207 555 0142", "(207) 555-0142"],
  ])("keeps the complete number '%s' as '%s'", (input, stored) => {
    expect(completePhone(input)).toBe(stored);
  });

  it.each([
    ["(555"],
    ["555"],
    ["(207) 555-014"],
    ["+1 207 555 1234"],
    ["12075551234"],
    ["call me maybe"],
    ["207 555 0142 ext"],
  ])("refuses '%s' as not a complete phone number", (input) => {
    expect(completePhone(input)).toBeNull();
  });
});

describe("a member's phone on the Profile tab (PATCH /members/:uid)", () => {
  const phoneOf = (phoneNumber: string | null) => ZUpdateMemberRequest.safeParse({ phoneNumber });

  it("stores a complete number as the mask shows it", () => {
    expect(phoneOf("207-555-0142").data).toEqual({ phoneNumber: "(207) 555-0142" });
  });

  it("clears the phone with null or an empty text", () => {
    expect(phoneOf(null).data).toEqual({ phoneNumber: null });
    expect(phoneOf("  ").data).toEqual({ phoneNumber: null });
  });

  it.each([["(555"], ["call me maybe"], ["+1 207 555 1234"]])(
    "refuses '%s' with 'Please enter a complete phone number.'",
    (input) => {
      const result = phoneOf(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        MESSAGES.phoneIncomplete,
      ]);
    },
  );
});

describe("a search that is a phone number (issue #21: members and bookings)", () => {
  it.each([
    ["(207) 555-0110", "2075550110"],
    ["207.555.0110", "2075550110"],
    ["555 0110", "5550110"],
  ])("looks for '%s' as the digits %s", (search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits);
  });

  it.each([["Okafor"], ["12"], ["Studio Rental"]])("does not take '%s' for a phone", (search) => {
    expect(phoneSearchDigits(search)).toBeNull();
  });
});
