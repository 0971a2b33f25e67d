import { describe, expect, it } from "vitest";
import {
  firstVisitImporters,
  importAppLayout,
  importDashboardHomePage,
  importEventPage,
  importMembersPage,
  importSignInPage,
} from "./page-chunks";
import { importSchedulePage } from "./schedule-page-chunk";

describe("a first visit's head start", () => {
  it("starts the sign-in page alone on /login", () => {
    expect(firstVisitImporters("/login")).toEqual([importSignInPage]);
  });

  it("starts the shell with the page a signed-in visit lands on", () => {
    expect(firstVisitImporters("/dashboard")).toEqual([importAppLayout, importDashboardHomePage]);
    expect(firstVisitImporters("/dashboard/")).toEqual([importAppLayout, importDashboardHomePage]);
    expect(firstVisitImporters("/dashboard/members")).toEqual([importAppLayout, importMembersPage]);
    expect(firstVisitImporters("/dashboard/schedule")).toEqual([
      importAppLayout,
      importSchedulePage,
    ]);
    expect(firstVisitImporters("/dashboard/schedule/event/abc123")).toEqual([
      importAppLayout,
      importEventPage,
    ]);
  });

  it("starts only the shell for a dashboard page it has no entry for", () => {
    expect(firstVisitImporters("/dashboard/settings/activity")).toEqual([importAppLayout]);
  });

  it("starts nothing outside the app's pages", () => {
    expect(firstVisitImporters("/reset-password")).toEqual([]);
    expect(firstVisitImporters("/loginx")).toEqual([]);
  });
});
