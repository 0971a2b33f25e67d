import { sql } from "kysely";
import type { Trx } from "../../db/database";
import { ofOrganization } from "../../db/tenant-filters";

// Tenant-scoped: `orgId` is always the first filter, and the transaction carries the
// same organization for row-level security.
export type NewUserProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  gender?: "female" | "male" | null;
  appLeader?: { title?: string; description: string; order: number } | null;
  createdAt?: Date;
  lastLoggedIn?: Date | null;
};

export async function insertUserProfile(trx: Trx, orgId: string, user: NewUserProfile) {
  await trx
    .insertInto("users")
    .values({
      id: user.id,
      org_id: orgId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber ?? null,
      address: user.address ?? null,
      date_of_birth: user.dateOfBirth ?? null,
      gender: user.gender ?? null,
      app_leader: user.appLeader ? JSON.stringify(user.appLeader) : null,
      created_at: user.createdAt ?? new Date(),
      last_logged_in: user.lastLoggedIn ?? null,
    })
    .execute();
}

export async function findUserSummary(trx: Trx, orgId: string, userId: string) {
  return trx
    .selectFrom("users")
    .select([
      "id",
      "first_name",
      "last_name",
      "profile_photo_url",
      sql<boolean>`app_leader is not null`.as("is_leader"),
    ])
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
}

// The organization's active documents and which of them each member signed (000 §3 User
// file): the Documents column of the attendee and class member tables.
export async function documentSignatures(
  trx: Trx,
  orgId: string,
  userIds: string[],
): Promise<{ documentIds: string[]; signedByUser: Map<string, string[]> }> {
  const documents = await trx
    .selectFrom("documents")
    .select("id")
    .where("org_id", "=", orgId)
    .where("is_active", "=", true)
    .execute();
  const signed = userIds.length
    ? await trx
        .selectFrom("user_files")
        .select(["user_id", "file_id"])
        .where("org_id", "=", orgId)
        .where("user_id", "in", userIds)
        .execute()
    : [];
  const signedByUser = new Map<string, string[]>();
  for (const row of signed)
    signedByUser.set(row.user_id, [...(signedByUser.get(row.user_id) ?? []), row.file_id]);
  return { documentIds: documents.map((row) => row.id), signedByUser };
}

// Which of these users are the organization's app leaders (001 §3 Leader).
export async function findLeaderIds(trx: Trx, orgId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("org_id", "=", orgId)
    .where("id", "in", userIds)
    .where("app_leader", "is not", null)
    .execute();
  return rows.map((row) => row.id);
}

// Names and photos of these users, for tables that show members beside another record.
export async function findUserSummaries(trx: Trx, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return trx
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "profile_photo_url", "app_leader"])
    .where("org_id", "=", orgId)
    .where("id", "in", userIds)
    .execute();
}
