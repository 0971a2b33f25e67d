import { describe, expect, it } from "vitest";
import { contrastRatio, isFaintOn } from "./color-contrast";

const WHITE_PAGE = "#ffffff";
const DARK_PAGE = "#242424";

describe("colour contrast (WCAG 2)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#000000", 21],
    ["#777777", "#777777", 1],
    ["#fff", "#000", 21],
  ])("reads %s against %s at %s:1", (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });

  it("reads Mantine's dark grey 1 on the dark page at about 7.8:1", () => {
    expect(contrastRatio("#b8b8b8", DARK_PAGE)).toBeCloseTo(7.83, 1);
  });

  // 000 §9 and 001 §9's stored defaults: default #000000, event #0000ff, class #00FF00.
  it.each([
    ["#000000", false, true],
    ["#0000ff", false, true],
    ["#00FF00", true, false],
    ["#af43eb", false, false],
    ["#336699", false, true],
    ["#ffff99", true, false],
  ])("finds %s faint on the white page: %s, on the dark page: %s", (color, onWhite, onDark) => {
    expect(isFaintOn(color, WHITE_PAGE)).toBe(onWhite);
    expect(isFaintOn(color, DARK_PAGE)).toBe(onDark);
  });

  it("counts a colour it cannot read as faint everywhere", () => {
    expect(isFaintOn("rebeccapurple", WHITE_PAGE)).toBe(true);
    expect(isFaintOn("rebeccapurple", DARK_PAGE)).toBe(true);
  });
});
