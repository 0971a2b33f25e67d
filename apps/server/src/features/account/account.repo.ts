import type { Account } from "@studiodesk/core/contracts/account";
import type { Trx } from "../../db/database";

export async function findAccount(trx: Trx, orgId: string): Promise<Account | undefined> {
  const row = await trx
    .selectFrom("org_accounts")
    .select([
      "app_information",
      "payment_information",
      "public_information",
      "social_information",
      "booking_information",
      "website_information",
      "calendar_colors",
    ])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    appInformation: row.app_information,
    paymentInformation: row.payment_information,
    publicInformation: row.public_information,
    socialInformation: row.social_information,
    bookingInformation: row.booking_information,
    websiteInformation: row.website_information,
    calendarColors: row.calendar_colors,
  };
}

export async function updateAppInformation(
  trx: Trx,
  orgId: string,
  appInformation: Account["appInformation"],
) {
  await trx
    .updateTable("org_accounts")
    .set({ app_information: JSON.stringify(appInformation), updated_at: new Date() })
    .where("org_id", "=", orgId)
    .execute();
}

export async function updatePaymentInformation(
  trx: Trx,
  orgId: string,
  paymentInformation: Account["paymentInformation"],
) {
  await trx
    .updateTable("org_accounts")
    .set({ payment_information: JSON.stringify(paymentInformation), updated_at: new Date() })
    .where("org_id", "=", orgId)
    .execute();
}

export async function updatePublicInformation(
  trx: Trx,
  orgId: string,
  publicInformation: Account["publicInformation"],
) {
  await trx
    .updateTable("org_accounts")
    .set({ public_information: JSON.stringify(publicInformation), updated_at: new Date() })
    .where("org_id", "=", orgId)
    .execute();
}
