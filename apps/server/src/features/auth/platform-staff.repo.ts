import type { DbOrTrx } from "../../db/database";

// Super-admins' profiles: global rows, outside every organization (issue #20 §3).
export async function insertPlatformStaff(
  db: DbOrTrx,
  staff: {
    id: string;
    firstName: string;
    lastName: string;
    lastLoggedIn?: Date | undefined;
    createdAt?: Date | undefined;
  },
) {
  await db
    .insertInto("platform_staff")
    .values({
      id: staff.id,
      first_name: staff.firstName,
      last_name: staff.lastName,
      last_logged_in: staff.lastLoggedIn ?? null,
      ...(staff.createdAt ? { created_at: staff.createdAt } : {}),
    })
    .execute();
}

export async function findStaffProfile(db: DbOrTrx, userId: string) {
  return db
    .selectFrom("platform_staff")
    .innerJoin("identities", "identities.id", "platform_staff.id")
    .select([
      "platform_staff.id",
      "identities.email",
      "platform_staff.first_name",
      "platform_staff.last_name",
      "platform_staff.profile_photo_url",
    ])
    .where("platform_staff.id", "=", userId)
    .executeTakeFirst();
}

export async function touchStaffLastLoggedIn(db: DbOrTrx, userId: string, now: Date) {
  await db
    .updateTable("platform_staff")
    .set({ last_logged_in: now })
    .where("id", "=", userId)
    .execute();
}
