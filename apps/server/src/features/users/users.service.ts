import { normalizeEmail } from "@studiodesk/core/rules/sign-in";
import { type Db, type Trx, withTenant } from "../../db/database";
import { newId } from "../../shared/ids";
import { insertAdminRole, insertIdentity } from "../auth/auth.repo";
import { insertUserProfile, type NewUserProfile } from "./users.repo";

export type NewUser = Omit<NewUserProfile, "id"> & {
  passwordHash: string;
  isSuperAdmin?: boolean;
  adminOf?: string[];
};

// The identity (sign-in) and the user record, written together in the caller's transaction.
export async function createUserInTransaction(
  trx: Trx,
  orgId: string,
  input: NewUser,
): Promise<string> {
  const id = newId();
  const email = normalizeEmail(input.email);
  await insertIdentity(trx, {
    id,
    email,
    passwordHash: input.passwordHash,
    homeOrgId: orgId,
    isSuperAdmin: input.isSuperAdmin,
  });
  for (const adminOrgId of input.adminOf ?? []) await insertAdminRole(trx, id, adminOrgId);
  await insertUserProfile(trx, orgId, { ...input, id, email });
  return id;
}

export async function createUser(db: Db, orgId: string, input: NewUser): Promise<string> {
  return withTenant(db, orgId, (trx) => createUserInTransaction(trx, orgId, input));
}
