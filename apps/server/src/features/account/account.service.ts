import type {
  Account,
  UpdateAppInformationRequest,
  UpdateBaseInformationRequest,
} from "@studiodesk/core/contracts/account";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import { MESSAGES } from "@studiodesk/core/messages";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { isFeatureSwitchedOff } from "@studiodesk/core/rules/navigation";
import { type Trx, withTenant } from "../../db/database";
import { AppError, notFoundError, requireRow } from "../../shared/app-error";
import { type StaffAction, staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { newId } from "../../shared/ids";
import { toJpeg } from "../../shared/images";
import { renameOrganization } from "../organizations/organizations.service";
import {
  findAccount,
  updateAppInformation as saveAppInformation,
  updatePublicInformation,
} from "./account.repo";

// The account documents for other features (sign-in's session, share links, member
// records) inside their own transaction; undefined when the organization has none.
export async function findOrganizationAccount(
  trx: Trx,
  orgId: string,
): Promise<Account | undefined> {
  return findAccount(trx, orgId);
}

// The name an organization's mail goes out under (its app's name).
export const organizationNameOf = (account: Account | undefined): string =>
  account?.publicInformation.appName || "Your studio";

async function requireAccount(trx: Trx, orgId: string): Promise<Account> {
  return requireRow(findAccount(trx, orgId), () =>
    notFoundError("This organization has no account settings."),
  );
}

export async function getAccount(deps: Deps, auth: AuthContext): Promise<Account> {
  return withTenant(deps.db, auth.orgId, (trx) => requireAccount(trx, auth.orgId));
}

// The currency the organization charges in (core paymentCurrencyOf: USD when none is stored),
// for a rule that names an amount, e.g. the minimum price.
export async function organizationPaymentCurrency(deps: Deps, auth: AuthContext): Promise<string> {
  return withTenant(deps.db, auth.orgId, async (trx) =>
    paymentCurrencyOf(await findAccount(trx, auth.orgId)),
  );
}

// Issue #19: a feature switched off in the menu (rules/navigation.ts) has its writes refused
// too, as the web refuses its pages; reading stays allowed. A `beforeWrite` of staffRoutes;
// with several keys, every one of them must be on (one read of the account).
export const requireFeatureSwitchedOn =
  (...menuKeys: string[]) =>
  async (deps: Deps, auth: AuthContext): Promise<void> => {
    const account = await getAccount(deps, auth);
    if (menuKeys.some((menuKey) => isFeatureSwitchedOff(menuKey, account)))
      throw new AppError(ERROR_CODES.forbidden, MESSAGES.featureSwitchedOff, 403);
  };

export type SchedulingSettings = {
  timeZone: string;
  transactionFee: number;
  isPaymentActive: boolean;
  // Lower-case (paymentCurrencyOf): the rules name the minimum price in it.
  currency: string;
};

// What the rules of events and classes need of the account: the zone every wall-clock time
// is in (000 §3 publicInformation.timezone) and the payment settings (001 §9 transaction fee).
export const schedulingSettings = (account: Account): SchedulingSettings => ({
  timeZone: account.publicInformation.timezone,
  transactionFee: account.paymentInformation.transactionFee,
  isPaymentActive: account.appInformation.isPaymentActive,
  currency: paymentCurrencyOf(account),
});

export async function updateAppInformation(
  deps: Deps,
  auth: AuthContext,
  changes: UpdateAppInformationRequest,
): Promise<Account> {
  return changeAccount(
    deps,
    auth,
    { action: "account.app_information.updated", details: changes },
    async (trx, account) => {
      const appInformation = { ...account.appInformation, ...changes };
      await saveAppInformation(trx, auth.orgId, appInformation);
      return { ...account, appInformation };
    },
  );
}

export async function updateBaseInformation(
  deps: Deps,
  auth: AuthContext,
  changes: UpdateBaseInformationRequest,
): Promise<Account> {
  return changeAccount(
    deps,
    auth,
    { action: "account.base_information.updated", details: changes },
    async (trx, account) => {
      const publicInformation = { ...account.publicInformation, ...changes };
      await updatePublicInformation(trx, auth.orgId, publicInformation);
      // The registry's name is what the super-admin picker lists; keep it the app's name.
      await renameOrganization(trx, auth.orgId, changes.appName);
      return { ...account, publicInformation };
    },
  );
}

export async function replaceLogo(deps: Deps, auth: AuthContext, upload: Buffer): Promise<Account> {
  const jpeg = await toJpeg(upload);
  const key = `public/${auth.orgId}/logo/${newId()}.jpg`;
  await deps.storage.put(key, jpeg, "image/jpeg");
  try {
    return await changeAccount(
      deps,
      auth,
      { action: "account.logo.replaced" },
      async (trx, account) => {
        const publicInformation = {
          ...account.publicInformation,
          appLogo: deps.storage.publicUrl(key),
        };
        await updatePublicInformation(trx, auth.orgId, publicInformation);
        return { ...account, publicInformation };
      },
    );
  } catch (error) {
    // The record was not updated: the stored file would be an orphan.
    await deps.storage.delete(key);
    throw error;
  }
}

// Every account write: load the documents and change them as one staff write.
async function changeAccount(
  deps: Deps,
  auth: AuthContext,
  action: Omit<StaffAction, "targetType" | "targetId">,
  change: (trx: Trx, account: Account) => Promise<Account>,
): Promise<Account> {
  return staffWrite(deps, auth, { topic: "account" }, async (trx, audit) => {
    const changed = await change(trx, await requireAccount(trx, auth.orgId));
    await audit({ targetType: "account", targetId: auth.orgId, ...action });
    return changed;
  });
}
