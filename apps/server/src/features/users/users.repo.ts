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
    .select(["id", "first_name", "last_name", "profile_photo_url"])
    .where(ofOrganization(orgId, userId))
    .executeTakeFirst();
}
