import type {
  Account,
  UpdateAppInformationRequest,
  UpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import { type Trx, withTenant } from "../../db/database";
import { notFoundError } from "../../shared/app-error";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { toJpeg } from "../../shared/images";
import { recordAudit } from "../audit/audit.repo";
import { renameOrganization } from "../organizations/organizations.repo";
import {
  findAccount,
  updateAppInformation as saveAppInformation,
  updatePublicInformation,
} from "./account.repo";

async function requireAccount(trx: Trx, orgId: string): Promise<Account> {
  const account = await findAccount(trx, orgId);
  if (!account) throw notFoundError("This organization has no account settings.");
  return account;
}

export async function getAccount(deps: Deps, auth: AuthContext): Promise<Account> {
  return withTenant(deps.db, auth.orgId, async (trx) => {
    const account = await requireAccount(trx, auth.orgId);
    return account;
  });
}

export async function updateAppInformation(
  deps: Deps,
  auth: AuthContext,
  changes: UpdateAppInformationRequest,
): Promise<Account> {
  return announced(
    deps,
    auth,
    withTenant(deps.db, auth.orgId, async (trx) => {
      const account = await requireAccount(trx, auth.orgId);
      const appInformation = { ...account.appInformation, ...changes };
      await saveAppInformation(trx, auth.orgId, appInformation);
      await recordAudit(trx, auth.orgId, {
        actorId: auth.userId,
        action: "account.app_information.updated",
        targetType: "account",
        targetId: auth.orgId,
        details: changes,
      });
      return { ...account, appInformation };
    }),
  );
}

export async function updateBaseInformation(
  deps: Deps,
  auth: AuthContext,
  changes: UpdateBaseInformationRequest,
): Promise<Account> {
  return announced(
    deps,
    auth,
    withTenant(deps.db, auth.orgId, async (trx) => {
      const account = await requireAccount(trx, auth.orgId);
      const publicInformation = { ...account.publicInformation, ...changes };
      await updatePublicInformation(trx, auth.orgId, publicInformation);
      // The registry's name is what the super-admin picker lists; keep it the app's name.
      await renameOrganization(trx, auth.orgId, changes.appName);
      await recordAudit(trx, auth.orgId, {
        actorId: auth.userId,
        action: "account.base_information.updated",
        targetType: "account",
        targetId: auth.orgId,
        details: changes,
      });
      return { ...account, publicInformation };
    }),
  );
}

export async function replaceLogo(deps: Deps, auth: AuthContext, upload: Buffer): Promise<Account> {
  const jpeg = await toJpeg(upload);
  const key = `public/${auth.orgId}/logo/${newId()}.jpg`;
  await deps.storage.put(key, jpeg, "image/jpeg");
  try {
    return await announced(
      deps,
      auth,
      withTenant(deps.db, auth.orgId, async (trx) => {
        const account = await findAccount(trx, auth.orgId);
        if (!account) throw notFoundError("This organization has no account settings.");
        const publicInformation = {
          ...account.publicInformation,
          appLogo: deps.storage.publicUrl(key),
        };
        await updatePublicInformation(trx, auth.orgId, publicInformation);
        await recordAudit(trx, auth.orgId, {
          actorId: auth.userId,
          action: "account.logo.replaced",
          targetType: "account",
          targetId: auth.orgId,
        });
        return { ...account, publicInformation };
      }),
    );
  } catch (error) {
    // The record was not updated: the stored file would be an orphan.
    await deps.storage.delete(key);
    throw error;
  }
}

// Tells the organization's open dashboards that its account changed, once the write committed.
async function announced(deps: Deps, auth: AuthContext, write: Promise<Account>): Promise<Account> {
  const account = await write;
  await deps.events.publish(auth.orgId, { topic: "account" });
  return account;
}
