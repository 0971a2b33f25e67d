import type { Account } from "@studiodesk/core/contracts/account";
import type { DbOrTrx, Trx } from "../../db/database";

// The tenant registry is global: it lists tenants, it holds no tenant's data.
export async function listOrganizations(db: DbOrTrx) {
  return db.selectFrom("organizations").select(["id", "name"]).orderBy("name").execute();
}

export async function findOrganization(db: DbOrTrx, orgId: string) {
  return db
    .selectFrom("organizations")
    .select(["id", "name"])
    .where("id", "=", orgId)
    .executeTakeFirst();
}

export async function countOrganizations(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom("organizations")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function renameOrganization(db: DbOrTrx, orgId: string, name: string) {
  await db.updateTable("organizations").set({ name }).where("id", "=", orgId).execute();
}

export async function insertOrganization(db: DbOrTrx, organization: { id: string; name: string }) {
  await db.insertInto("organizations").values(organization).execute();
}

// A new organization's account documents, written with its registry row; the account
// feature reads and changes them from then on.
export async function insertOrganizationAccount(trx: Trx, orgId: string, account: Account) {
  await trx
    .insertInto("org_accounts")
    .values({
      org_id: orgId,
      app_information: JSON.stringify(account.appInformation),
      payment_information: JSON.stringify(account.paymentInformation),
      public_information: JSON.stringify(account.publicInformation),
      social_information: JSON.stringify(account.socialInformation),
      booking_information: JSON.stringify(account.bookingInformation),
      website_information: JSON.stringify(account.websiteInformation),
      calendar_colors: JSON.stringify(account.calendarColors),
    })
    .execute();
}
