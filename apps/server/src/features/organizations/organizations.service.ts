import {
  type Account,
  type AppInformation,
  type BookingInformation,
  DEFAULT_APP_INFORMATION,
  DEFAULT_CALENDAR_COLORS,
  DEFAULT_PAYMENT_INFORMATION,
  DEFAULT_WEBSITE_INFORMATION,
  type PaymentInformation,
} from "@studiodesk/core/contracts/account";
import { type Db, type DbOrTrx, type Trx, withTenant } from "../../db/database";
import type { SessionAuth } from "../../shared/deps";
import { newId, newSecretToken } from "../../shared/ids";
import { requireSuperAdmin } from "../../shared/require-super-admin";
import {
  findOrganization as findRegisteredOrganization,
  insertOrganization,
  insertOrganizationAccount,
  listOrganizations,
  renameOrganization as renameRegisteredOrganization,
} from "./organizations.repo";

export type NewOrganization = {
  name: string;
  address?: string;
  timezone: string;
  appInformation?: Partial<AppInformation>;
  paymentInformation?: Partial<PaymentInformation>;
  bookingInformation?: BookingInformation | null;
  websiteIsActive?: boolean;
};

// An organization and its account documents with the spec's defaults, in one transaction.
export async function createOrganization(db: Db, input: NewOrganization): Promise<string> {
  const orgId = newId();
  const account: Account = {
    appInformation: { ...DEFAULT_APP_INFORMATION, ...input.appInformation },
    paymentInformation: { ...DEFAULT_PAYMENT_INFORMATION, ...input.paymentInformation },
    publicInformation: {
      appName: input.name,
      appAddress: input.address ?? "",
      appLogo: null,
      appOrgId: orgId,
      timezone: input.timezone,
      publicRef: newSecretToken().slice(0, 10),
    },
    socialInformation: {},
    bookingInformation: input.bookingInformation ?? null,
    websiteInformation: {
      ...DEFAULT_WEBSITE_INFORMATION,
      isActive: input.websiteIsActive ?? false,
    },
    calendarColors: DEFAULT_CALENDAR_COLORS,
  };
  await withTenant(db, orgId, async (trx) => {
    await insertOrganization(trx, { id: orgId, name: input.name });
    await insertOrganizationAccount(trx, orgId, account);
  });
  return orgId;
}

// Every organization, for the jobs that visit each tenant in turn (past-due invoices, the
// nightly subscription billing).
export async function listRegisteredOrganizations(db: DbOrTrx) {
  return listOrganizations(db);
}

// The Select Organization modal's list: every tenant's name, for platform staff only.
export async function listOrganizationsForSuperAdmin(db: DbOrTrx, auth: SessionAuth) {
  requireSuperAdmin(auth);
  return listOrganizations(db);
}

// The registry entry (id and name) that a session describes.
export async function findOrganization(db: DbOrTrx, orgId: string) {
  return findRegisteredOrganization(db, orgId);
}

// The registry keeps the app's name (account base information) for the super-admin picker.
export async function renameOrganization(trx: Trx, orgId: string, name: string): Promise<void> {
  await renameRegisteredOrganization(trx, orgId, name);
}
