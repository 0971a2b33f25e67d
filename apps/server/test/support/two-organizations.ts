import type { HTTPMethods } from "fastify";
import { afterAll } from "vitest";
import type { DemoContentOptions } from "../../src/seed/demo-content";
import { createTestApp, type TestApp } from "./test-app";

export type TwoOrganizations = {
  t: TestApp;
  // The organization under test, and its signed-in admin.
  orgId: string;
  adminId: string;
  cookie: string;
  // A request as that admin, with an optional JSON body.
  asAdmin: (method: HTTPMethods, url: string, payload?: object) => ReturnType<TestApp["request"]>;
  // A second organization whose signed-in admin must never see or change the first one's data.
  otherOrgId: string;
  otherCookie: string;
};

// Most feature tests start alike: a fresh app on a fresh database, the organization under
// test (named `name`) and another one, each with an admin signed in. Called at the top of a
// test file; the app closes after the file's tests.
export async function appWithTwoOrganizations(
  name: string,
  options: {
    otherName?: string;
    adminFirstName?: string;
    // Set before anyone signs in, since sessions are checked against the app's clock.
    now?: Date;
  } = {},
): Promise<TwoOrganizations> {
  const t = await createTestApp();
  afterAll(() => t.close());
  if (options.now) t.clock.now = options.now;
  const orgId = await t.createOrganization({ name });
  const otherOrgId = await t.createOrganization({ name: options.otherName ?? "Elsewhere" });
  const admin = await t.createUser(orgId, { firstName: options.adminFirstName });
  const cookie = await t.signIn(admin.email);
  const otherCookie = await t.signIn((await t.createUser(otherOrgId)).email);
  const asAdmin: TwoOrganizations["asAdmin"] = (method, url, payload) =>
    t.request({ method, url, cookie, ...(payload === undefined ? {} : { payload }) });
  return { t, orgId, adminId: admin.id, cookie, asAdmin, otherCookie, otherOrgId };
}

export type OrganizationsWithMembers = TwoOrganizations & {
  // A second signed-in admin of the organization under test.
  secondCookie: string;
  // Members (not admins) of the organization under test, named Member0, Member1 … (or after
  // `memberName`).
  members: string[];
  // A member of the other organization.
  foreignMember: string;
};

// The set-up of the features that enrol or sell to members (events, classes, the shop):
// appWithTwoOrganizations, a second admin, `memberCount` members and a foreign member.
export async function appWithMembers(
  name: string,
  options: Parameters<typeof appWithTwoOrganizations>[1] & {
    memberCount: number;
    memberName?: string;
  },
): Promise<OrganizationsWithMembers> {
  const organizations = await appWithTwoOrganizations(name, options);
  const { t, orgId, otherOrgId } = organizations;
  const secondCookie = await t.signIn((await t.createUser(orgId)).email);
  const members: string[] = [];
  for (let index = 0; index < options.memberCount; index++) {
    const firstName = `${options.memberName ?? "Member"}${index}`;
    members.push((await t.createUser(orgId, { admin: false, firstName })).id);
  }
  const foreignMember = (await t.createUser(otherOrgId, { admin: false })).id;
  return { ...organizations, secondCookie, members, foreignMember };
}

// The start of a demo seed's test: a fresh app, the organization "Harbor Demo" with the
// admin Avery signed in, `memberCount` members named Member0, Member1 …, and where the seed's
// content files go (the app's own storage and public address, as the server's start-up seeds).
export async function appForDemoSeed(memberCount: number, options: { now?: Date } = {}) {
  const t = await createTestApp();
  afterAll(() => t.close());
  if (options.now) t.clock.now = options.now;
  const orgId = await t.createOrganization({ name: "Harbor Demo" });
  const cookie = await t.signIn((await t.createUser(orgId, { firstName: "Avery" })).email);
  const members: Array<{ id: string; email: string }> = [];
  for (let index = 0; index < memberCount; index++) {
    members.push(await t.createUser(orgId, { admin: false, firstName: `Member${index}` }));
  }
  const contentOptions: DemoContentOptions = {
    storage: t.app.deps.storage,
    publicUrl: t.config.publicUrl,
  };
  return { t, orgId, cookie, members, contentOptions };
}

// Requests as the signed-in admin `cookie`, or as the session given last: `get` reads, `send`
// writes with an optional JSON body.
export function adminRequests(t: TestApp, cookie: string) {
  return {
    get: (url: string, session = cookie) => t.request({ method: "GET", url, cookie: session }),
    send: (method: HTTPMethods, url: string, payload?: object, session = cookie) =>
      t.request({ method, url, cookie: session, ...(payload === undefined ? {} : { payload }) }),
  };
}
