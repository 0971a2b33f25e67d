import { describe, expect, it } from "vitest";
import { auditCodeLabel, auditDetailsPreview } from "./audit";

describe("auditCodeLabel", () => {
  it.each([
    ["account.app_information.updated", "Account app information updated"],
    ["member.blocked", "Member blocked"],
    ["featured_item", "Featured item"],
    ["user", "User"],
  ])("reads %s as '%s'", (code, label) => {
    expect(auditCodeLabel(code)).toBe(label);
  });
});

describe("auditDetailsPreview", () => {
  it("lists the fields and values on one line", () => {
    expect(auditDetailsPreview({ lastName: "Lee", isActive: false })).toBe(
      "lastName: Lee, isActive: false",
    );
  });

  it("cuts a long line at 120 characters with an ellipsis", () => {
    const preview = auditDetailsPreview({ notes: "x".repeat(500) });
    expect(preview).toHaveLength(120);
    expect(preview.endsWith("…")).toBe(true);
  });
});
