import type { Locator, Page } from "playwright-core";
import { expect } from "./browser";
import { apiGet } from "./journeys";

export type Person = { uid: string; name: string };

type Named = { firstName: string; lastName: string };
const nameOf = (person: Named) => `${person.firstName} ${person.lastName}`;

// An app leader and a member who is not one, neither name inside the other, so a search
// for one hides the other. The demo's attendees, class members and buyers include no
// leader (seed/demo-schedule.ts takes members only), so a journey adds these two itself.
export async function leaderAndMember(page: Page): Promise<{ leader: Person; member: Person }> {
  const { leaders } = await apiGet<{ leaders: Array<Named & { uid: string }> }>(
    page,
    "/members/leaders",
  );
  const first = leaders[0];
  if (!first) throw new Error("The demo organization has no app leader.");
  const leader = { uid: first.uid, name: nameOf(first) };
  const { members } = await apiGet<{ members: Array<Named & { id: string; isLeader: boolean }> }>(
    page,
    "/members?limit=50",
  );
  const other = members.find(
    (row) =>
      !row.isLeader && !nameOf(row).includes(leader.name) && !leader.name.includes(nameOf(row)),
  );
  if (!other) throw new Error("The demo organization has no member beside its leaders.");
  return { leader, member: { uid: other.id, name: nameOf(other) } };
}

// 001 §2 Reusable members table: the leader's row carries the "App leader" star, the
// member's does not, and typing in "Type to Search" leaves only the rows that match.
export async function expectMembersTable(
  page: Page,
  table: Locator,
  { leader, member }: { leader: Person; member: Person },
) {
  const row = (person: Person) => table.locator("tbody tr", { hasText: person.name });
  await expect(row(leader).getByRole("img", { name: "App leader" })).toBeVisible();
  await expect(row(member)).toBeVisible();
  await expect(row(member).getByRole("img", { name: "App leader" })).toHaveCount(0);
  const search = page.getByPlaceholder("Type to Search");
  await search.fill(member.name);
  await expect(row(leader)).toHaveCount(0);
  await expect(row(member)).toBeVisible();
  await search.fill("");
  await expect(row(leader)).toBeVisible();
}
