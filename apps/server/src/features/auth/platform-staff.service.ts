import { normalizeEmail } from "@studiodesk/core/rules/sign-in";
import type { Db } from "../../db/database";
import { newId } from "../../shared/ids";
import { createIdentity } from "./auth.service";
import { insertPlatformStaff } from "./platform-staff.repo";

export type NewSuperAdmin = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  lastLoggedIn?: Date;
  createdAt?: Date;
};

// A super-admin is platform staff: an identity without a home organization and a profile
// outside every organization, so no studio's member list shows them and no studio's admin
// can read, edit or block them (issue #20 §3). They pick an organization at sign-in.
export async function createSuperAdmin(db: Db, input: NewSuperAdmin): Promise<string> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await createIdentity(trx, {
      id,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      homeOrgId: null,
      isSuperAdmin: true,
    });
    await insertPlatformStaff(trx, { id, ...input });
  });
  return id;
}
