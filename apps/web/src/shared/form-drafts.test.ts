import { describe, expect, it } from "vitest";
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  forgetDraftsOfOthers,
  keepOpenFormDrafts,
  peekDraft,
  registerOpenForm,
  sanitizeDraftValues,
  takeDraft,
  writeDraft,
} from "./form-drafts";

// A tab's sessionStorage, in memory.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const AVERY = { organizationId: "org-harbor", userId: "user-avery" };
const RILEY = { organizationId: "org-summit", userId: "user-riley" };
const NOW = Date.UTC(2026, 11, 1, 21, 0);
const newEventOf = (owner: typeof AVERY) =>
  draftKey({ owner, address: "/dashboard/schedule/newevent", formName: "new-event" });

describe("form drafts", () => {
  it("gives a kept draft back once, to its user, organization, address and form", () => {
    const storage = memoryStorage();
    writeDraft(storage, newEventOf(AVERY), { eventTitle: "Sunrise Flow" }, NOW);

    expect(takeDraft(storage, newEventOf(RILEY), NOW)).toBeNull();
    expect(takeDraft(storage, newEventOf(AVERY), NOW)).toEqual({
      values: { eventTitle: "Sunrise Flow" },
      hasDroppedFiles: false,
    });
    expect(takeDraft(storage, newEventOf(AVERY), NOW)).toBeNull();
  });

  it("names another address or form with another key", () => {
    const place = { owner: AVERY, address: "/dashboard/schedule/newevent", formName: "new-event" };
    expect(draftKey({ ...place, address: "/dashboard/schedule/newevent?classId=c1" })).not.toBe(
      draftKey(place),
    );
    expect(draftKey({ ...place, formName: "new-class" })).not.toBe(draftKey(place));
  });

  it("keeps no password or card number, at any depth, and no file", () => {
    const image = new File(["jpeg"], "poster.jpg", { type: "image/jpeg" });
    const sanitized = sanitizeDraftValues({
      firstName: "Avery",
      password: "studio-demo",
      payment: { cardNumber: "4242424242424242", cvc: "123", holder: "Avery" },
      image,
      items: [{ name: "Drop-in", amount: 20 }],
    });
    expect(sanitized).toEqual({
      value: {
        firstName: "Avery",
        payment: { holder: "Avery" },
        items: [{ name: "Drop-in", amount: 20 }],
      },
      hasDroppedFiles: true,
    });
  });

  it("says whether a chosen file was left out", () => {
    const storage = memoryStorage();
    const image = new File(["jpeg"], "poster.jpg", { type: "image/jpeg" });
    writeDraft(storage, newEventOf(AVERY), { eventTitle: "Sunrise Flow", image }, NOW);
    expect(takeDraft(storage, newEventOf(AVERY), NOW)?.hasDroppedFiles).toBe(true);
  });

  it("says a file was left out when the form held one beside its values (a staged upload)", () => {
    const storage = memoryStorage();
    const document = registerOpenForm(() => ({
      key: newEventOf(AVERY),
      values: { title: "Studio Waiver 2027" },
      hasChosenFile: true,
    }));
    keepOpenFormDrafts(storage, NOW);
    document();
    expect(takeDraft(storage, newEventOf(AVERY), NOW)).toEqual({
      values: { title: "Studio Waiver 2027" },
      hasDroppedFiles: true,
    });
  });

  it("shows a waiting draft's values to the page that opens its form, and leaves it there", () => {
    const storage = memoryStorage();
    const markPaid = { owner: AVERY, address: "/dashboard/billing", formName: "mark-paid" };
    writeDraft(storage, draftKey(markPaid), { invoice: { invoiceId: "inv-1" }, note: "Cash" }, NOW);
    expect(peekDraft(storage, draftKey(markPaid), NOW)).toEqual({
      invoice: { invoiceId: "inv-1" },
      note: "Cash",
    });
    expect(takeDraft(storage, draftKey(markPaid), NOW)?.values).toEqual({
      invoice: { invoiceId: "inv-1" },
      note: "Cash",
    });
  });

  it(`forgets a draft older than ${DRAFT_MAX_AGE_MS / 3_600_000} hours`, () => {
    const storage = memoryStorage();
    writeDraft(storage, newEventOf(AVERY), { eventTitle: "Sunrise Flow" }, NOW);
    expect(peekDraft(storage, newEventOf(AVERY), NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(peekDraft(storage, newEventOf(AVERY), NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("forgets every other user's and organization's drafts when someone signs in", () => {
    const storage = memoryStorage();
    writeDraft(storage, newEventOf(AVERY), { eventTitle: "Sunrise Flow" }, NOW);
    writeDraft(storage, newEventOf({ ...AVERY, organizationId: "org-summit" }), {}, NOW);
    storage.setItem("studiodesk-color-scheme", "dark");

    forgetDraftsOfOthers(storage, RILEY);

    expect(peekDraft(storage, newEventOf(AVERY), NOW)).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem("studiodesk-color-scheme")).toBe("dark");
  });

  it("writes down every open form with edits when the session ends, and no other", () => {
    const storage = memoryStorage();
    const edited = registerOpenForm(() => ({
      key: newEventOf(AVERY),
      values: { eventTitle: "Sunrise Flow" },
    }));
    const untouched = registerOpenForm(() => null);
    const closed = registerOpenForm(() => ({ key: "studiodesk-draft:closed", values: {} }));
    closed();

    keepOpenFormDrafts(storage, NOW);
    edited();
    untouched();

    expect(storage.length).toBe(1);
    expect(takeDraft(storage, newEventOf(AVERY), NOW)?.values).toEqual({
      eventTitle: "Sunrise Flow",
    });
  });
});
