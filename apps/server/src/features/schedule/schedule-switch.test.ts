import { MESSAGES } from "@studiodesk/core/messages";
import { describe, expect, it } from "vitest";
import { appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";
import { findOrganizationAccount } from "../account/account.service";

const { t, orgId, asAdmin } = await appWithTwoOrganizations("Summit Test");
const calendarItem = {
  calendarTitle: "Studio closed",
  calendarDescription: "Floor repairs",
  calendarStart: "2027-02-01T17:00:00.000Z",
  calendarDuration: 3600,
  calendarHex: "#aa33cc",
  recurrence: null,
  calendarEnd: null,
};

async function setScheduleActive(isScheduleActive: boolean) {
  await withTenant(t.db, orgId, async (trx) => {
    const account = await findOrganizationAccount(trx, orgId);
    if (!account) throw new Error("the test organization has no account");
    const appInformation = JSON.stringify({ ...account.appInformation, isScheduleActive });
    await trx
      .updateTable("org_accounts")
      .set({ app_information: appInformation })
      .where("org_id", "=", orgId)
      .execute();
  });
}

describe("a switched-off schedule (issue #19: feature switches guard the API, not only the menu)", () => {
  it(`refuses the schedule's writes with 403 '${MESSAGES.featureSwitchedOff}'`, async () => {
    await setScheduleActive(false);
    const response = await asAdmin("POST", "/api/v1/calendar-items", calendarItem);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.featureSwitchedOff);
  });

  it("still answers the schedule's reads", async () => {
    await setScheduleActive(false);
    expect((await asAdmin("GET", "/api/v1/events")).statusCode).toBe(200);
  });

  it("accepts the writes again once the schedule is on", async () => {
    await setScheduleActive(true);
    const response = await asAdmin("POST", "/api/v1/calendar-items", calendarItem);
    expect(response.statusCode, response.body).toBe(200);
  });
});
