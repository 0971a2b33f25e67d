import type { CreateClassRequest, StudioClass } from "@studiodesk/core/contracts/classes";
import { sql } from "kysely";
import { expect } from "vitest";
import { UNSET_CLASS_OPTIONS } from "./class-options";
import { postWithImage, rowCounts } from "./schedule-test-support";
import type { TestApp } from "./test-app";

// Shared by the classes' integration tests and the features that point at classes.

// A valid new class: free, every Monday at 6:00 pm New York time from 11 January 2027
// (tests run their clock at TEST_NOW), 10 places.
export function classPayload(changes: Partial<CreateClassRequest> = {}): CreateClassRequest {
  return {
    classTitle: "Evening Flow",
    classDescription: "Vinyasa for every level.",
    classStart: "2027-01-11T23:00:00.000Z",
    classDuration: 3600,
    recurrence: { recurrenceTime: "everyWeek", recurrenceDays: ["monday"] },
    classEnd: "2027-06-28T23:00:00.000Z",
    location: { title: "Studio A", description: "120 Harbor St" },
    categoryId: null,
    classMaxUsers: 10,
    price: { amount: 0, oneTimePurchase: false, subscription: null },
    ...UNSET_CLASS_OPTIONS,
    ...changes,
  };
}

// A monthly subscription of $40.00 from 11 January to 11 December 2027.
export const SUBSCRIPTION_PRICE: CreateClassRequest["price"] = {
  amount: 0,
  oneTimePurchase: false,
  subscription: {
    amount: 4000,
    recurrence: { recurrenceTime: "everyMonth" },
    subscriptionStart: "2027-01-11T00:00:00.000Z",
    subscriptionEnd: "2027-12-11T00:00:00.000Z",
  },
};

export function postClass(t: TestApp, cookie: string, payload: unknown, image: Buffer | null) {
  return postWithImage(t, {
    url: "/api/v1/classes",
    cookie,
    payload,
    image,
    imageName: "class.png",
  });
}

export async function createClass(
  t: TestApp,
  cookie: string,
  image: Buffer,
  changes: Partial<CreateClassRequest> = {},
): Promise<StudioClass> {
  const response = await postClass(t, cookie, classPayload(changes), image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// Row counts of the classes' tables for one organization: "nothing changed" checks.
export const classCounts = (t: TestApp, orgId: string) =>
  rowCounts(
    t,
    orgId,
    sql`
      select 'classes' as name, count(*) as count from classes
      union all select 'members', count(*) from class_members
      union all select 'resources', count(*) from class_resources
      union all select 'enrolled', coalesce(sum(class_users), 0) from classes
      union all select 'pending', coalesce(sum(pending_users), 0) from classes
    `,
  );
