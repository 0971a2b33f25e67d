import type { Kysely } from "kysely";
import { moveSuperAdminsToPlatformStaff } from "./0018-platform-staff";

// 0018 as first written looked for super-admins' member records with no organization set. On
// PostgreSQL, where FORCE binds the migrating role, it found none: such a database kept the
// super-admin in the member list with no platform_staff profile, while the identity had lost
// its home organization. The corrected move, run again, finishes it; elsewhere it finds nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await moveSuperAdminsToPlatformStaff(db);
}
