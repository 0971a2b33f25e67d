import { describe, expect, it } from "vitest";
import { editedFields, rebaseEdits } from "./rebase-edits";

type Values = { title: string; location: string; leaders: string[]; hasMaxUsers: boolean };

const loaded: Values = {
  title: "Evening Flow",
  location: "Studio A",
  leaders: [],
  hasMaxUsers: false,
};

describe("rebaseEdits (an item's view receiving a colleague's change while edited)", () => {
  it("keeps this admin's edited title and takes the colleague's new location", () => {
    const edited = { ...loaded, title: "Evening Flow II" };
    const fresh = { ...loaded, location: "Studio B" };
    expect(rebaseEdits(loaded, edited, fresh)).toEqual({
      ...loaded,
      title: "Evening Flow II",
      location: "Studio B",
    });
  });

  it("keeps this admin's edit of the field the colleague changed too", () => {
    const edited = { ...loaded, location: "Studio C" };
    const fresh = { ...loaded, location: "Studio B" };
    expect(rebaseEdits(loaded, edited, fresh).location).toBe("Studio C");
  });

  it("compares lists by content: an untouched list takes the fresh one", () => {
    const edited = { ...loaded, leaders: [], title: "Renamed" };
    const fresh = { ...loaded, leaders: ["leader-1"] };
    expect(rebaseEdits(loaded, edited, fresh).leaders).toEqual(["leader-1"]);
  });

  it("is the fresh values when nothing was edited", () => {
    const fresh = { ...loaded, title: "Saved Elsewhere", hasMaxUsers: true };
    expect(rebaseEdits(loaded, { ...loaded }, fresh)).toEqual(fresh);
  });
});

describe("editedFields (what a view's draft keeps)", () => {
  it("is only the fields the admin changed, lists compared by content", () => {
    const edited = { ...loaded, title: "Evening Flow II", leaders: [] };
    expect(editedFields(loaded, edited)).toEqual({ title: "Evening Flow II" });
  });

  it("is nothing for an untouched view", () => {
    expect(editedFields(loaded, { ...loaded })).toEqual({});
  });
});
