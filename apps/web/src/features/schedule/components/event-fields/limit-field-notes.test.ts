import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { type AgeLimitValues, type AttendeeLimitValues, EMPTY_LIMITS } from "./event-field-values";
import { limitFieldNotes, publishBoxIssues } from "./limit-field-notes";

const boxOf = (values: Partial<AttendeeLimitValues & AgeLimitValues>, messages: string[]) =>
  publishBoxIssues(
    messages.map((message) => ({ section: "registration", message })),
    limitFieldNotes({ ...EMPTY_LIMITS, ...values }),
  ).map((issue) => issue.message);

// New Event and New Class wizards: the "To publish" box repeated, word for word, the Max Users
// and age messages their fields show right under themselves.
describe("the wizards' To publish box", () => {
  it("names Max Users instead of repeating 'Max Users must be at least 1.' its field shows", () => {
    expect(boxOf({ hasMaxUsers: true, eventMaxUsers: 0 }, [MESSAGES.maxUsersMinimum])).toEqual([
      "Check Max Users below.",
    ]);
    expect(
      boxOf({ hasMaxUsers: true, eventMaxUsers: 200_000 }, [MESSAGES.maxUsersMaximum]),
    ).toEqual(["Check Max Users below."]);
  });

  it("names the age field that shows the age message", () => {
    const ages = { hasAgeLimit: true };
    expect(boxOf({ ...ages, startAge: 0 }, [MESSAGES.startAgeMinimum])).toEqual([
      "Check Start Age below.",
    ]);
    expect(boxOf({ ...ages, startAge: 20, endAge: 10 }, [MESSAGES.endAgeBelowStartAge])).toEqual([
      "Check End Age below.",
    ]);
    expect(boxOf({ ...ages, startAge: 200, endAge: 300 }, [MESSAGES.ageMaximum])).toEqual([
      "Check Start Age and End Age below.",
    ]);
  });

  // An empty field shows nothing under itself: the box is the only place that says why.
  it("keeps the rule's words when the field shows none: Max Users or Start Age left empty", () => {
    expect(boxOf({ hasMaxUsers: true, eventMaxUsers: "" }, [MESSAGES.maxUsersMinimum])).toEqual([
      MESSAGES.maxUsersMinimum,
    ]);
    expect(boxOf({ hasAgeLimit: true, startAge: "" }, [MESSAGES.startAgeMinimum])).toEqual([
      MESSAGES.startAgeMinimum,
    ]);
  });

  it("keeps every other message as the rules give it", () => {
    const window = MESSAGES.registrationOpensBeforeCloses;
    expect(boxOf({ hasMaxUsers: true, eventMaxUsers: 0 }, [window])).toEqual([window]);
  });
});
