import { MESSAGES } from "@studiodesk/core/messages";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { insertMembersInBulk } from "../../../test/support/bulk-members";
import { twoPicturesForm } from "../../../test/support/content-test-support";
import { TEST_PASSWORD } from "../../../test/support/test-app";
import { adminRequests, appWithTwoOrganizations } from "../../../test/support/two-organizations";
import { withTenant } from "../../db/database";

const { t, orgId, otherOrgId, cookie, otherCookie } = await appWithTwoOrganizations(
  "Members Test",
  {
    adminFirstName: "Admin",
  },
);

const { get, send } = adminRequests(t, cookie);

const postMember = (firstName: string, lastName: string, email: string) =>
  send("POST", "/api/v1/members", { firstName, lastName, email, password: "Ab3$efgh9" });

async function createMember(firstName: string, lastName: string, email: string) {
  const response = await postMember(firstName, lastName, email);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; stripeId: string | null };
}

describe("members list and search", () => {
  let newest: string;
  beforeAll(async () => {
    for (let index = 0; index < 27; index++) {
      t.clock.now = new Date(Date.UTC(2026, 0, 1, 0, index));
      await t.createUser(orgId, {
        firstName: `Pager${String(index).padStart(2, "0")}`,
        admin: false,
      });
    }
    t.clock.now = new Date();
    newest = (await createMember("Zoë", "Quintero", "zoe.quintero@studio.example")).id;
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ phone_number: "(207) 555-0142" })
        .where("id", "=", newest)
        .execute(),
    );
  });

  it("pages 25 members newest first with next and previous cursors", async () => {
    const first = (await get("/api/v1/members")).json();
    expect(first.members).toHaveLength(25);
    expect(first.members[0].id).toBe(newest);
    expect(first.previousCursor).toBeNull();
    const second = (await get(`/api/v1/members?starting_after=${first.nextCursor}`)).json();
    expect(second.members.length).toBeGreaterThan(0);
    const ids = new Set(first.members.map((m: { id: string }) => m.id));
    expect(second.members.some((m: { id: string }) => ids.has(m.id))).toBe(false);
    const back = (await get(`/api/v1/members?ending_before=${second.previousCursor}`)).json();
    expect(back.members.map((m: { id: string }) => m.id)).toEqual(
      first.members.map((m: { id: string }) => m.id),
    );
  });

  it("pages a search both ways, newest first, like the full list", async () => {
    const first = (await get("/api/v1/members?search=pager")).json();
    expect(first.members.map((m: { firstName: string }) => m.firstName)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Pager${String(26 - index).padStart(2, "0")}`),
    );
    const second = (
      await get(`/api/v1/members?search=pager&starting_after=${first.nextCursor}`)
    ).json();
    expect(second.members.map((m: { firstName: string }) => m.firstName)).toEqual([
      "Pager01",
      "Pager00",
    ]);
    expect(second.nextCursor).toBeNull();
    const back = (
      await get(`/api/v1/members?search=pager&ending_before=${second.previousCursor}`)
    ).json();
    expect(back.members.map((m: { id: string }) => m.id)).toEqual(
      first.members.map((m: { id: string }) => m.id),
    );
  });

  it.each([
    ["quint", "last name, anywhere"],
    ["ZOË", "first name, any case"],
    ["zoë quintero", "full name"],
    ["quintero@studio", "email"],
    ["555-0142", "phone as written"],
    ["2075550142", "phone as digits"],
  ])("finds a member by %s (%s)", async (search) => {
    const page = (await get(`/api/v1/members?search=${encodeURIComponent(search)}`)).json();
    expect(page.members.map((m: { id: string }) => m.id)).toEqual([newest]);
  });

  it("finds nothing for a search without matches, and treats % literally", async () => {
    expect((await get("/api/v1/members?search=nobody-here")).json().members).toEqual([]);
    expect((await get("/api/v1/members?search=%25")).json().members).toEqual([]);
  });

  it("refuses a malformed cursor with 400", async () => {
    expect((await get("/api/v1/members?starting_after=garbage")).statusCode).toBe(400);
  });

  it("never lists another organization's members", async () => {
    const page = (await get("/api/v1/members?search=quintero", otherCookie)).json();
    expect(page.members).toEqual([]);
  });
});

describe("a members list a desk can work with (issue #21)", () => {
  const names = (page: { members: { firstName: string }[] }) =>
    page.members.map((member) => member.firstName);
  const allMembers = () =>
    withTenant(t.db, orgId, (trx) =>
      trx.selectFrom("users").select(["id", "first_name"]).where("org_id", "=", orgId).execute(),
    );

  it("gives the total and pages by name both ways", async () => {
    const everyone = await allMembers();
    const first = (await get("/api/v1/members?sort=name")).json();
    expect(first.total).toBe(everyone.length);
    const sorted = everyone.map((row) => row.first_name).sort((a, b) => (a < b ? -1 : 1));
    expect(names(first)).toEqual(sorted.slice(0, 25));
    const second = (
      await get(`/api/v1/members?sort=name&starting_after=${first.nextCursor}`)
    ).json();
    expect(names(second)).toEqual(sorted.slice(25, 50));
    const back = (
      await get(`/api/v1/members?sort=name&ending_before=${second.previousCursor}`)
    ).json();
    expect(names(back)).toEqual(names(first));
  });

  it("sorts by name as people read it: lower case and accents do not push a name to the end", async () => {
    await createMember("zelda", "Case", "zelda.case@studio.example");
    await createMember("Émile", "Accent", "emile.accent@studio.example");
    await createMember("Ezra", "Plain", "ezra.plain@studio.example");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&starting_after=${cursor}` : "";
      const page = (await get(`/api/v1/members?sort=name&limit=100${after}`)).json();
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    const order = ["Émile", "Ezra", "zelda"].map((name) => seen.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Among the others, not after every capitalised name.
    expect(seen.at(-1)).not.toBe("zelda");
    expect(seen.indexOf("Émile")).toBeLessThan(seen.findIndex((name) => name.startsWith("P")));
  });

  it("sorts the most recently active first, those never signed in last", async () => {
    const [recent, earlier] = (await allMembers()).filter((row) =>
      row.first_name.startsWith("Pager"),
    );
    await withTenant(t.db, orgId, async (trx) => {
      await trx
        .updateTable("users")
        .set({ last_logged_in: null })
        .where("org_id", "=", orgId)
        .execute();
      await trx
        .updateTable("users")
        .set({ last_logged_in: new Date() })
        .where("id", "=", recent?.id as string)
        .execute();
      await trx
        .updateTable("users")
        .set({ last_logged_in: new Date(Date.now() - 86_400_000) })
        .where("id", "=", earlier?.id as string)
        .execute();
    });
    const page = (await get("/api/v1/members?sort=lastActive&limit=3")).json();
    expect(page.members.slice(0, 2).map((m: { id: string }) => m.id)).toEqual([
      recent?.id,
      earlier?.id,
    ]);
    const next = (
      await get(`/api/v1/members?sort=lastActive&limit=3&starting_after=${page.nextCursor}`)
    ).json();
    expect(next.members).toHaveLength(3);
    expect(next.members.some((m: { id: string }) => [recent?.id, earlier?.id].includes(m.id))).toBe(
      false,
    );
  });

  it("filters to the active in the last 30 days, the leaders and the blocked, each with its total", async () => {
    const [leader, blocked] = (await allMembers()).filter((row) =>
      row.first_name.startsWith("Pager"),
    );
    await withTenant(t.db, orgId, (trx) =>
      trx
        .updateTable("users")
        .set({ app_leader: JSON.stringify({ order: 1, bio: "Leader Bio Coming Soon..." }) })
        .where("id", "=", leader?.id as string)
        .execute(),
    );
    await t.db
      .updateTable("identities")
      .set({ is_blocked: true })
      .where("id", "=", blocked?.id as string)
      .execute();
    const leaders = (await get("/api/v1/members?filter=leaders")).json();
    expect(leaders.members.map((m: { id: string }) => m.id)).toEqual([leader?.id]);
    const blockedPage = (await get("/api/v1/members?filter=blocked&sort=name")).json();
    expect(blockedPage.members.map((m: { id: string }) => m.id)).toEqual([blocked?.id]);
    expect(blockedPage.total).toBe(1);
    const active = (await get("/api/v1/members?filter=active")).json();
    expect(active.total).toBe(active.members.length);
    expect(active.members.length).toBeGreaterThan(0);
  });

  it("keeps each filter's total true at once through leader changes, and through note edits", async () => {
    const leadersTotal = async () => (await get("/api/v1/members?filter=leaders")).json().total;
    const member = await t.createUser(orgId, { admin: false });
    const before = await leadersTotal();
    const send = (method: "PUT" | "DELETE", path: string, payload?: object) =>
      t.request({ method, url: `/api/v1/members/${member.id}${path}`, cookie, payload });
    expect((await send("PUT", "/leader")).statusCode).toBe(200);
    expect(await leadersTotal()).toBe(before + 1);
    expect((await send("PUT", "/notes", { notes: "Prefers the front row" })).statusCode).toBe(200);
    expect(await leadersTotal()).toBe(before + 1);
    expect((await send("DELETE", "/leader")).statusCode).toBe(200);
    expect(await leadersTotal()).toBe(before);
  });

  it("shows a member's change in the list at once, however often the page was read before", async () => {
    const member = await t.createUser(orgId, { admin: false, email: "list-change@members.test" });
    // A search of its own: no page read earlier in the file is cached under this query.
    const listed = async () =>
      (await get("/api/v1/members?search=list-change%40members.test"))
        .json()
        .members.find((row: { id: string }) => row.id === member.id);
    expect((await listed()).phoneNumber).not.toBe("(207) 555-0123");
    const changed = await t.request({
      method: "PATCH",
      url: `/api/v1/members/${member.id}`,
      cookie,
      payload: { phoneNumber: "(207) 555-0123" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await listed()).phoneNumber).toBe("(207) 555-0123");
  });

  it("finds a member by phone digits whatever the punctuation", async () => {
    for (const search of ["(207) 555-0142", "207.555.0142", "207 5550142"]) {
      const page = (await get(`/api/v1/members?search=${encodeURIComponent(search)}`)).json();
      expect(page.members.map((m: { lastName: string }) => m.lastName)).toEqual(["Quintero"]);
      expect(page.total).toBeNull();
    }
  });

  it("refuses an unknown sort or filter, and a cursor of another sort, with 400", async () => {
    expect((await get("/api/v1/members?sort=email")).statusCode).toBe(400);
    expect((await get("/api/v1/members?filter=everyone")).statusCode).toBe(400);
    const joined = (await get("/api/v1/members")).json();
    expect(
      (await get(`/api/v1/members?sort=name&starting_after=${joined.nextCursor}`)).statusCode,
    ).toBe(400);
  });
});

// Past a hundred members a search reads the newest hundred first, then nine hundred more
// when the term appeared there, and, when the term is too rare to fill a page that way,
// turns to the trigram index (search_members(), migration 0008). Every way must give the
// same pages as a plain filter of the list would.
describe("search in a large organization", () => {
  const CROWD = 2_500;
  let largeCookie: string;
  // Member n joined n minutes ago; every 80th (n = 7, 87, …, 2487) is a Rareling, so 13
  // of the 32 are among the newest thousand and the rest far beyond.
  const rarelings = Array.from({ length: 32 }, (_, index) => `Rareling${7 + 80 * index}`);
  const crowd = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index).map((n) =>
      n % 80 === 7 ? `Rareling${n}` : `Member${n}`,
    );

  beforeAll(async () => {
    const largeOrgId = await t.createOrganization({ name: "Large Studio" });
    largeCookie = await t.signIn((await t.createUser(largeOrgId, { firstName: "Admin" })).email);
    await withTenant(t.db, largeOrgId, (trx) =>
      insertMembersInBulk(trx, largeOrgId, {
        count: CROWD,
        idPrefix: "crowd-",
        emailDomain: "large.example",
        firstName: sql`'Crowd'`,
        lastName: sql`case when n % 80 = 7 then 'Rareling' else 'Member' end || n`,
      }),
    );
    // The same name in another organization must never show up here.
    await t.createUser(otherOrgId, { firstName: "Rareling7" });
  });

  const lastNames = (page: { members: { lastName: string }[] }) =>
    page.members.map((member) => member.lastName);
  const search = (term: string, cursor = "") =>
    get(`/api/v1/members?search=${term}${cursor}`, largeCookie).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json();
    });

  it("pages a rare term found beyond the newest thousand, both ways", async () => {
    const first = await search("rareling");
    expect(lastNames(first)).toEqual(rarelings.slice(0, 25));
    const second = await search("rareling", `&starting_after=${first.nextCursor}`);
    expect(lastNames(second)).toEqual(rarelings.slice(25));
    expect(second.nextCursor).toBeNull();
    const back = await search("rareling", `&ending_before=${second.previousCursor}`);
    expect(lastNames(back)).toEqual(rarelings.slice(0, 25));
    expect(back.previousCursor).toBeNull();
  });

  it("finds a lone old member whom no recent member resembles", async () => {
    expect(lastNames(await search("member2499"))).toEqual(["Member2499"]);
    expect(lastNames(await search("rareling2487"))).toEqual(["Rareling2487"]);
  });

  it("pages a term that needs more than the first hundred members, both ways", async () => {
    // The newest hundred are the admin and members 1–99: "member1" matches 11 of them and
    // the page goes on with member 100 (the first row after that window); "member9" matches
    // member 99 (the window's last row) and goes on with member 900. Going back from page
    // two ends at the very newest.
    expect(lastNames(await search("member9"))).toEqual([
      "Member9",
      ...crowd(90, 99),
      ...crowd(900, 913),
    ]);
    const expected = ["Member1", ...crowd(10, 19), ...crowd(100, 113)];
    const first = await search("member1");
    expect(lastNames(first)).toEqual(expected);
    const second = await search("member1", `&starting_after=${first.nextCursor}`);
    expect(lastNames(second)).toEqual(crowd(114, 138));
    const back = await search("member1", `&ending_before=${second.previousCursor}`);
    expect(lastNames(back)).toEqual(expected);
    expect(back.previousCursor).toBeNull();
  });

  it("pages a common term from the newest members, both ways", async () => {
    const first = await search("crowd");
    expect(lastNames(first)).toEqual(crowd(1, 25));
    const second = await search("crowd", `&starting_after=${first.nextCursor}`);
    expect(lastNames(second)).toEqual(crowd(26, 50));
    const back = await search("crowd", `&ending_before=${second.previousCursor}`);
    expect(lastNames(back)).toEqual(crowd(1, 25));
  });

  it("finds the last members of a common term at the end of the list", async () => {
    let page = await search("crowd");
    for (let walked = 25; walked < CROWD; walked += 25) {
      page = await search("crowd", `&starting_after=${page.nextCursor}`);
    }
    expect(lastNames(page)).toEqual(crowd(CROWD - 24, CROWD));
    expect(page.nextCursor).toBeNull();
  });
});

describe("create new user", () => {
  it("creates the identity, the member and a payment customer, and mails a reset link", async () => {
    const sent = t.sentMail.length;
    const member = await createMember("Nadia", "Okafor", "Nadia.Okafor@Studio.example");
    expect(member.stripeId).toMatch(/^cus_/);
    expect(t.sentMail.slice(sent).map((m) => m.to)).toEqual(["nadia.okafor@studio.example"]);
    // A welcome naming the studio, not a reset the member never asked for.
    expect(t.sentMail.at(-1)?.subject).toMatch(/^Welcome to /);
    expect(t.sentMail.at(-1)?.text).toContain("has created an account for you");
    expect(t.sentMail.at(-1)?.text).toContain("/reset-password?token=");
    // The generated password works, though the member has no dashboard access.
    const signIn = await send("POST", "/api/v1/auth/sign-in", {
      email: "nadia.okafor@studio.example",
      password: "Ab3$efgh9",
    });
    expect(signIn.json().error.code).toBe("not_admin");
  });

  it("asks for every field with 'Please complete all the necessary fields.'", async () => {
    const response = await postMember("A", "", "a@b.example");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.completeAllFields);
  });

  it("asks with the same message when a name is only spaces or a field is left out", async () => {
    const blank = await postMember("   ", "Unnamedsky", "blank.name@studio.example");
    const omitted = await send("POST", "/api/v1/members", {
      lastName: "Unnamedsky",
      email: "omitted.name@studio.example",
      password: "Ab3$efgh9",
    });
    for (const response of [blank, omitted]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.completeAllFields);
    }
    expect((await get("/api/v1/members?search=unnamedsky")).json().members).toHaveLength(0);
  });

  it("refuses a password under 8 characters with 'The password must be at least 8 characters long.', and takes 8", async () => {
    const withPassword = (name: string, password: string) =>
      send("POST", "/api/v1/members", {
        firstName: name,
        lastName: "Member",
        email: `${name.toLowerCase()}@studio.example`,
        password,
      });
    const short = await withPassword("Sevenpass", "Ab3$efg");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(MESSAGES.memberPasswordTooShort);
    expect((await get("/api/v1/members?search=sevenpass")).json().members).toHaveLength(0);
    expect((await withPassword("Eightpass", "Ab3$efgh")).statusCode).toBe(201);
  });

  it("refuses a field the form does not send with 400, naming it, and creates no member", async () => {
    const memberCount = async () =>
      (
        await withTenant(t.db, orgId, (trx) =>
          trx
            .selectFrom("users")
            .select(sql<number>`count(*)::int`.as("count"))
            .where("org_id", "=", orgId)
            .executeTakeFirstOrThrow(),
        )
      ).count;
    const before = await memberCount();
    const sent = t.sentMail.length;
    const response = await send("POST", "/api/v1/members", {
      firstName: "Extra",
      lastName: "Fieldsworth",
      email: "extra.fieldsworth@studio.example",
      password: "Ab3$efgh9",
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "This request has fields that are not accepted: isAdmin.",
    );
    expect(await memberCount()).toBe(before);
    expect(t.sentMail).toHaveLength(sent);
  });

  it("refuses a duplicate email with 409 and creates nothing", async () => {
    const before = (await get("/api/v1/members?search=twin")).json().members.length;
    await createMember("Twin", "One", "twin@studio.example");
    const response = await postMember("Twin", "Two", "TWIN@studio.example");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.emailTaken);
    expect((await get("/api/v1/members?search=twin")).json().members).toHaveLength(before + 1);
  });
});

describe("member profile", () => {
  let uid: string;
  beforeAll(async () => {
    uid = (await createMember("Priya", "Patel", "priya.patel@studio.example")).id;
  });

  // A profile edit refused with 400 and `message`; the profile still reads `unchanged`.
  async function expectEditRefused(change: object, message: string, unchanged: object) {
    const response = await send("PATCH", `/api/v1/members/${uid}`, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await get(`/api/v1/members/${uid}`)).json()).toMatchObject(unchanged);
  }

  it("answers 404 for another organization's member and changes nothing", async () => {
    expect((await get(`/api/v1/members/${uid}`, otherCookie)).statusCode).toBe(404);
    expect(
      (await send("PATCH", `/api/v1/members/${uid}`, { firstName: "Hacked" }, otherCookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await send("PUT", `/api/v1/members/${uid}/leader`, undefined, otherCookie)).statusCode,
    ).toBe(404);
    expect((await get(`/api/v1/members/${uid}/subscriptions`, otherCookie)).statusCode).toBe(404);
    expect((await get(`/api/v1/members/${uid}`)).json().firstName).toBe("Priya");
  });

  it("updates the editable profile fields", async () => {
    const response = await send("PATCH", `/api/v1/members/${uid}`, {
      phoneNumber: "(207) 555-0199",
      dateOfBirth: "1990-02-28",
      gender: "female",
      medicalNotes: "Knee injury",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: "(207) 555-0199",
      dateOfBirth: "1990-02-28",
      gender: "female",
      medicalNotes: "Knee injury",
    });
  });

  it.each([
    ["a first name of spaces", { firstName: "   " }],
    ["an empty last name", { lastName: "" }],
    ["a cleared first name", { firstName: null }],
  ])(
    "refuses %s with 'Please complete all the necessary fields.', changing nothing",
    async (_, change) => {
      await expectEditRefused(change, MESSAGES.completeAllFields, {
        firstName: "Priya",
        lastName: "Patel",
      });
    },
  );

  it("refuses a date of birth after today in the studio's zone with 400, changing nothing", async () => {
    const realNow = t.clock.now;
    // 03:00 UTC on the 27th is still the 26th in the studio's New York.
    t.clock.now = new Date("2026-11-27T03:00:00Z");
    try {
      const response = await send("PATCH", `/api/v1/members/${uid}`, {
        dateOfBirth: "2026-11-27",
        medicalNotes: "Changed along",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: "Date of birth cannot be in the future.",
        fields: { dateOfBirth: "Date of birth cannot be in the future." },
      });
      expect((await get(`/api/v1/members/${uid}`)).json()).toMatchObject({
        dateOfBirth: "1990-02-28",
        medicalNotes: "Knee injury",
      });
      const today = await send("PATCH", `/api/v1/members/${uid}`, { dateOfBirth: "2026-11-26" });
      expect(today.json().dateOfBirth).toBe("2026-11-26");
    } finally {
      t.clock.now = realNow;
      await send("PATCH", `/api/v1/members/${uid}`, { dateOfBirth: "1990-02-28" });
    }
  });

  // A form's date picker cannot send these; a direct call got 'This value is not valid.'.
  it.each([
    ["an impossible day", "2020-02-30"],
    ["a date in another format", "02/28/1990"],
  ])(
    "refuses %s of birth with 'Please enter a valid date.', changing nothing",
    async (_, dateOfBirth) => {
      const response = await send("PATCH", `/api/v1/members/${uid}`, { dateOfBirth });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: "Please enter a valid date.",
        fields: { dateOfBirth: "Please enter a valid date." },
      });
      expect((await get(`/api/v1/members/${uid}`)).json().dateOfBirth).toBe("1990-02-28");
    },
  );

  it("keeps a complete phone number as the mask shows it", async () => {
    const response = await send("PATCH", `/api/v1/members/${uid}`, { phoneNumber: "2075550177" });
    expect(response.json().phoneNumber).toBe("(207) 555-0177");
    await send("PATCH", `/api/v1/members/${uid}`, { phoneNumber: "(207) 555-0199" });
  });

  it.each([["(555"], ["call me maybe"], ["+1 207 555 1234"]])(
    "refuses the phone '%s' with 400 and 'Please enter a complete phone number.', changing nothing",
    async (phoneNumber) => {
      const change = { phoneNumber, medicalNotes: "Changed along" };
      await expectEditRefused(change, MESSAGES.phoneIncomplete, {
        phoneNumber: "(207) 555-0199",
        medicalNotes: "Knee injury",
      });
    },
  );

  it("refuses an unknown gender or a read-only field with 400 and changes nothing", async () => {
    expect((await send("PATCH", `/api/v1/members/${uid}`, { gender: "other" })).statusCode).toBe(
      400,
    );
    expect(
      (await send("PATCH", `/api/v1/members/${uid}`, { email: "new@studio.example" })).statusCode,
    ).toBe(400);
    expect((await get(`/api/v1/members/${uid}`)).json()).toMatchObject({
      gender: "female",
      email: "priya.patel@studio.example",
    });
  });

  it("makes a leader with 'Leader Bio Coming Soon...', updates and removes it", async () => {
    const made = (await send("PUT", `/api/v1/members/${uid}/leader`)).json();
    expect(made.appLeader).toEqual({ description: "Leader Bio Coming Soon...", order: 0 });
    expect(
      (await get("/api/v1/members/leaders")).json().leaders.map((l: { uid: string }) => l.uid),
    ).toContain(uid);
    const updated = (
      await send("PATCH", `/api/v1/members/${uid}/leader`, {
        description: "Vinyasa",
        title: "Lead",
        order: 2,
      })
    ).json();
    expect(updated.appLeader).toEqual({ description: "Vinyasa", title: "Lead", order: 2 });
    const blank = await send("PATCH", `/api/v1/members/${uid}/leader`, { description: "" });
    expect(blank.json().error.message).toBe(MESSAGES.leaderBioRequired);
    expect((await send("DELETE", `/api/v1/members/${uid}/leader`)).json().appLeader).toBeNull();
  });

  it("refuses to update the Leader Information of a member who is not an app leader, 409, and makes no leader", async () => {
    // Another admin removed the leader while this one's Leader Information tab was open.
    await send("PUT", `/api/v1/members/${uid}/leader`);
    await send("DELETE", `/api/v1/members/${uid}/leader`);
    const stale = await send("PATCH", `/api/v1/members/${uid}/leader`, {
      description: "A bio typed before the removal",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(MESSAGES.notAnAppLeader);
    expect((await get(`/api/v1/members/${uid}`)).json().appLeader).toBeNull();
  });

  it("keeps a leader's information when Make Leader is sent again from a tab opened before", async () => {
    // Another admin made the member a leader and wrote the bio meanwhile.
    await send("PUT", `/api/v1/members/${uid}/leader`);
    const written = { description: "Vinyasa", title: "Lead", order: 2 };
    await send("PATCH", `/api/v1/members/${uid}/leader`, written);
    const stale = await send("PUT", `/api/v1/members/${uid}/leader`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().appLeader).toEqual(written);
    expect((await get(`/api/v1/members/${uid}`)).json().appLeader).toEqual(written);
  });

  it("keeps the stored title of a Leader Information update sent without one, and clears it when sent empty", async () => {
    await send("PUT", `/api/v1/members/${uid}/leader`);
    await send("PATCH", `/api/v1/members/${uid}/leader`, { description: "Vinyasa", title: "Lead" });
    const untitled = await send("PATCH", `/api/v1/members/${uid}/leader`, { description: "Yin" });
    expect(untitled.json().appLeader).toEqual({ description: "Yin", title: "Lead", order: 2 });
    const cleared = await send("PATCH", `/api/v1/members/${uid}/leader`, {
      description: "Yin",
      title: "",
    });
    expect(cleared.json().appLeader).toEqual({ description: "Yin", order: 2 });
  });

  it("writes no 'member.leader.added' audit line for Make Leader on a member who is a leader already", async () => {
    await send("PUT", `/api/v1/members/${uid}/leader`);
    const addedLines = () =>
      withTenant(t.db, orgId, (trx) =>
        trx
          .selectFrom("audit_log")
          .select("id")
          .where("target_id", "=", uid)
          .where("action", "=", "member.leader.added")
          .execute(),
      );
    const before = (await addedLines()).length;
    expect((await send("PUT", `/api/v1/members/${uid}/leader`)).statusCode).toBe(200);
    expect(await addedLines()).toHaveLength(before);
  });

  it("refuses a profile photo sent with two files with 400 and keeps the photo as it was", async () => {
    const before = (await get(`/api/v1/members/${uid}`)).json().profilePhotoURL;
    const response = await t.request({
      method: "POST",
      url: `/api/v1/members/${uid}/photo`,
      cookie,
      ...(await twoPicturesForm()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.uploadTooManyParts);
    expect((await get(`/api/v1/members/${uid}`)).json().profilePhotoURL).toBe(before);
  });

  it("saves admin notes", async () => {
    const response = await send("PUT", `/api/v1/members/${uid}/notes`, {
      notes: "Prefers mornings",
    });
    expect(response.json().adminNotes).toEqual({ notes: "Prefers mornings" });
  });

  it("refuses notes over 10,000 characters with 'Please use at most 10,000 characters.' and keeps the saved ones", async () => {
    const before = (await get(`/api/v1/members/${uid}`)).json().adminNotes;
    const response = await send("PUT", `/api/v1/members/${uid}/notes`, {
      notes: "x".repeat(10_001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Please use at most 10,000 characters.");
    expect((await get(`/api/v1/members/${uid}`)).json().adminNotes).toEqual(before);
  });

  it("sends a password reset", async () => {
    const sent = t.sentMail.length;
    const response = await send("POST", `/api/v1/members/${uid}/password-reset`);
    expect(response.json().message).toBe(MESSAGES.passwordResetSent);
    expect(t.sentMail.length).toBe(sent + 1);
  });

  it("blocks a member: signed out everywhere and refused until unblocked", async () => {
    const staff = await t.createUser(orgId, { email: "blockme@studio.example" });
    const session = await t.signIn(staff.email);
    expect((await send("PUT", `/api/v1/members/${staff.id}/block`)).json().isBlocked).toBe(true);
    expect((await get("/api/v1/auth/session", session)).json()).toBeNull();
    const refused = await send("POST", "/api/v1/auth/sign-in", {
      email: staff.email,
      password: TEST_PASSWORD,
    });
    expect(refused.json().error.code).toBe("account_blocked");
    await send("DELETE", `/api/v1/members/${staff.id}/block`);
    await expect(t.signIn(staff.email)).resolves.toBeTruthy();
  });

  it("sends a blocked member no password reset: 409, no mail, until unblocked", async () => {
    const member = await t.createUser(orgId, {
      admin: false,
      email: "blocked-reset@studio.example",
    });
    await send("PUT", `/api/v1/members/${member.id}/block`);
    const sent = t.sentMail.length;
    const refused = await send("POST", `/api/v1/members/${member.id}/password-reset`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.blockedMemberNoPasswordReset);
    expect(t.sentMail.length).toBe(sent);
    await send("DELETE", `/api/v1/members/${member.id}/block`);
    expect((await send("POST", `/api/v1/members/${member.id}/password-reset`)).statusCode).toBe(
      200,
    );
    expect(t.sentMail.length).toBe(sent + 1);
  });
});
