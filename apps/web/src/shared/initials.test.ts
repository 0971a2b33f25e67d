import { describe, expect, it } from "vitest";
import { avatarInitials } from "./initials";

// 001 §2 Reusable members table: "the initials" of a member without a photo, and of an
// organization without a logo. A letter is what a reader sees as one (a grapheme), not a
// UTF-16 code unit: an emoji or an accent typed as a combining mark stays whole.
describe("avatarInitials", () => {
  it("takes the first letter of the first two words, in capitals", () => {
    expect(avatarInitials("Avery Stone")).toBe("AS");
    expect(avatarInitials("  avery   de la Cruz ")).toBe("AD");
  });

  it("takes the first two letters of a single word, as the avatar always did", () => {
    expect(avatarInitials("Harbor")).toBe("HA");
  });

  it("keeps an emoji whole, joined sequences included", () => {
    expect(avatarInitials("😀Ava Stone")).toBe("😀S");
    expect(avatarInitials("👩‍👩‍👧 Family")).toBe("👩‍👩‍👧F");
    expect(avatarInitials("🇺🇸")).toBe("🇺🇸");
  });

  it("keeps a letter and its combining accent together, composed", () => {
    expect(avatarInitials("E\u0301lodie Martin")).toBe("\u00c9M");
    expect(avatarInitials("e\u0301lodie")).toBe("\u00c9L");
  });

  it("gives nothing for a blank name (the avatar then shows its placeholder)", () => {
    expect(avatarInitials("   ")).toBe("");
  });
});
