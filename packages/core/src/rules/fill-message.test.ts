import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { fillMessage } from "./fill-message";

describe("a message's placeholders filled in", () => {
  it("fills the one placeholder of 'Show {count} more'", () => {
    expect(fillMessage(MESSAGES.showMore, { count: 3 })).toBe("Show 3 more");
  });

  it("fills several placeholders of '{label} (report {number} of {total})'", () => {
    const filled = fillMessage(MESSAGES.downloadReportOneOf, {
      label: "Download Users",
      number: 1,
      total: 2,
    });
    expect(filled).toBe("Download Users (report 1 of 2)");
  });

  it.each([
    [MESSAGES.titleAdded, "Liability Waiver", "Liability Waiver Added."],
    [MESSAGES.documentDeleted, "Liability Waiver", "Liability Waiver has been deleted"],
    [MESSAGES.resourceDeleted, "Playlist", "Playlist has been deleted."],
  ])("fills the titled message %j with %j as %j (000 §8, 001 §8)", (template, title, text) => {
    expect(fillMessage(template, { title })).toBe(text);
  });

  it("fills every occurrence of a placeholder named twice", () => {
    expect(fillMessage("{name} and {name}", { name: "Jo" })).toBe("Jo and Jo");
  });

  // A template read from a variable is a plain string, which the types let name any value.
  it("leaves a placeholder that has no value as it is", () => {
    const template: string = "Hello {name}, {unknown} waits";
    expect(fillMessage(template, { name: "Jo" })).toBe("Hello Jo, {unknown} waits");
  });

  it("does not fill a value's own placeholder text", () => {
    expect(fillMessage("{title} made {date}", { title: "{date}", date: "today" })).toBe(
      "{date} made today",
    );
  });

  it.each([["Jo $& Co"], ["$$ Deals"], ["Before $' after $`"], ["Group $1"], ["Back $<name>"]])(
    "keeps the replacement pattern in %j as typed",
    (name) => {
      expect(fillMessage(MESSAGES.removeLeaderConfirm, { name })).toBe(
        `Remove ${name} as an app leader? Their leader information will be lost.`,
      );
    },
  );
});
