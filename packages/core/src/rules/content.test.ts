import { describe, expect, it } from "vitest";
import {
  documentShareLinkPath,
  featuredIndexForStorage,
  featuredPlacementForDisplay,
  featuredTarget,
  htmlHasText,
  isFeaturableItem,
  isFeaturedItemHidden,
  RESOURCE_TITLE_MAX_LENGTH,
  resourceShareLinkPath,
  resourceTitleFromFileName,
  resourceTypeLabel,
} from "./content";

describe("featured placement (001 §5: 1 to 10, stored as index − 1, 0 stays 0)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [6, 5],
    [10, 9],
  ])("placement %i is stored as index %i", (placement, index) => {
    expect(featuredIndexForStorage(placement)).toBe(index);
  });

  it.each([
    [0, 1],
    [1, 2],
    [9, 10],
  ])("index %i is shown as placement %i", (index, placement) => {
    expect(featuredPlacementForDisplay(index)).toBe(placement);
  });
});

describe("what a featured picture opens", () => {
  const plain = { featuredItemName: null, featuredItemTitle: null, featuredLink: null };
  it.each([
    [{ featuredItemName: "eventItem", featuredItemTitle: "Sunset Flow" }, "Event: Sunset Flow"],
    [{ featuredItemName: "classItem", featuredItemTitle: "Barre Basics" }, "Class: Barre Basics"],
    [{ featuredLink: "https://harbor.example/open" }, "https://harbor.example/open"],
    [{}, null],
    // Its product deleted since, the link the picture also had is not what it opened.
    [
      { featuredItemName: "productItem", featuredLink: "https://harbor.example/mats" },
      "Product deleted",
    ],
    [{ featuredItemName: "eventItem" }, "Event deleted"],
  ] as const)("%j reads %j", (item, target) => {
    expect(featuredTarget({ ...plain, ...item })).toBe(target);
  });
});

describe("a featured picture whose item the app no longer opens", () => {
  const product = { featuredItemName: "productItem", featuredItemTitle: "Cork Block" };
  it.each([
    [
      "made inactive, cancelled or over since",
      { ...product, isFeaturedItemAvailable: false },
      true,
    ],
    ["still shown", { ...product, isFeaturedItemAvailable: true }, false],
    // A deleted item's target already says 'Product deleted'.
    ["deleted", { ...product, featuredItemTitle: null, isFeaturedItemAvailable: false }, false],
    [
      "a plain link",
      { featuredItemName: null, featuredItemTitle: null, isFeaturedItemAvailable: true },
      false,
    ],
  ] as const)("%s: %s", (_, item, isHidden) => {
    expect(isFeaturedItemHidden(item)).toBe(isHidden);
  });
});

describe("what a featured picture may open (the New Featured pickers' items)", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const running = { isActive: true, isCancelled: false, seriesEnd: null };
  it.each([
    ["an active product (no last date)", running, true],
    ["an inactive product", { ...running, isActive: false }, false],
    ["a class whose last date is ahead", { ...running, seriesEnd: new Date("2027-01-01") }, true],
    ["a class ending at this moment", { ...running, seriesEnd: now }, true],
    ["an event that is over", { ...running, seriesEnd: new Date("2026-11-28T11:59:59Z") }, false],
    ["a cancelled event", { ...running, isCancelled: true }, false],
  ] as const)("%s", (_, item, isAllowed) => {
    expect(isFeaturableItem(item, now)).toBe(isAllowed);
  });
});

describe("resource title (001 §5: the file name with spaces removed)", () => {
  it.each([
    ["Spring Schedule.pdf", "SpringSchedule.pdf"],
    ["  Warm up  mix .mp3", "Warmupmix.mp3"],
    ["tab\tname.docx", "tabname.docx"],
    ["plain.pdf", "plain.pdf"],
  ])("%j becomes %j", (fileName, title) => {
    expect(resourceTitleFromFileName(fileName)).toBe(title);
  });

  // The title may have at most 200 characters (the API refuses more): a longer name is cut
  // to fit, its extension kept.
  it.each([
    ["a 230-character name", `${"a".repeat(226)}.pdf`, `${"a".repeat(196)}.pdf`],
    ["a name of exactly 200", `${"b".repeat(195)}.docx`, `${"b".repeat(195)}.docx`],
    ["a long name without extension", "c".repeat(250), "c".repeat(200)],
    ["a name long only with its spaces", `${"d ".repeat(150)}.mp3`, `${"d".repeat(150)}.mp3`],
    ["an emoji across the cut", `${"e".repeat(195)}😀😀.wav`, `${"e".repeat(195)}.wav`],
  ])("%s fits the title's 200 characters", (_, fileName, title) => {
    const prefilled = resourceTitleFromFileName(fileName);
    expect(prefilled).toBe(title);
    expect(prefilled.length).toBeLessThanOrEqual(RESOURCE_TITLE_MAX_LENGTH);
  });
});

describe("share link paths (001 §7 'resources?&resourceId=')", () => {
  it("builds the resources form", () => {
    expect(resourceShareLinkPath("0198-abc")).toBe("resources?&resourceId=0198-abc");
  });

  it("builds the documents form and escapes odd ids", () => {
    expect(documentShareLinkPath("a b")).toBe("documents?&fileId=a%20b");
  });
});

describe("rich text emptiness (000 §5: the description is required)", () => {
  it.each([
    ["", false],
    ["<p></p>", false],
    ["<p> &nbsp; </p><p><br></p>", false],
    ["<p>Sign before class.</p>", true],
    ["Plain text", true],
  ])("%j has text: %s", (html, hasText) => {
    expect(htmlHasText(html)).toBe(hasText);
  });
});

describe("resource type labels", () => {
  it.each([
    ["application/pdf", "PDF"],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "Excel"],
    ["audio/mpeg", "MP3 audio"],
    ["application/x-unknown", "application/x-unknown"],
  ])("%s reads %s", (contentType, label) => {
    expect(resourceTypeLabel(contentType)).toBe(label);
  });
});
