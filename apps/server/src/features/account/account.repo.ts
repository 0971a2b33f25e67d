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

// The account documents are JSONB columns, each read and written whole.
async function writeDocument(
  trx: Trx,
  orgId: string,
  column: "app_information" | "payment_information" | "public_information",
  document: unknown,
) {
  await trx
    .updateTable("org_accounts")
    .set(column, JSON.stringify(document))
    .set("updated_at", new Date())
    .where("org_id", "=", orgId)
    .execute();
}

export const updateAppInformation = (
  trx: Trx,
  orgId: string,
  appInformation: Account["appInformation"],
) => writeDocument(trx, orgId, "app_information", appInformation);

export const updatePaymentInformation = (
  trx: Trx,
  orgId: string,
  paymentInformation: Account["paymentInformation"],
) => writeDocument(trx, orgId, "payment_information", paymentInformation);

export const updatePublicInformation = (
  trx: Trx,
  orgId: string,
  publicInformation: Account["publicInformation"],
) => writeDocument(trx, orgId, "public_information", publicInformation);
