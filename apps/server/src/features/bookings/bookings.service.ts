import {
  BOOKINGS_LIST_LIMIT,
  type Booking,
  type BookingList,
} from "@studiodesk/core/contracts/bookings";
import { phoneSearchDigits } from "@studiodesk/core/rules/phone";
import { type Trx, withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import {
  type BookingRow,
  insertBookings,
  listBookingRows,
  type NewBookingRow,
} from "./bookings.repo";

function toBooking(row: BookingRow): Booking {
  return {
    bookingId: row.id,
    bookFirstName: row.first_name,
    bookLastName: row.last_name,
    bookingEmail: row.email,
    bookingPhone: row.phone,
    bookingDate: new Date(row.booking_date).toISOString(),
    bookingType: row.booking_type,
    bookingOption: row.booking_option,
    bookingMessage: row.message,
    bookingLocation:
      row.location_id && row.location_title
        ? { locationId: row.location_id, title: row.location_title }
        : null,
    text: row.text,
    timestamp: new Date(row.created_at).toISOString(),
  };
}

// 000 §2 Bookings: the searchable table of booking requests (read-only).
export async function listBookings(
  deps: Deps,
  auth: AuthContext,
  search: string | undefined,
): Promise<BookingList> {
  // One row past the limit says whether older requests are left out.
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listBookingRows(
      trx,
      auth.orgId,
      search || undefined,
      phoneSearchDigits(search ?? ""),
      BOOKINGS_LIST_LIMIT + 1,
    ),
  );
  return {
    bookings: rows.slice(0, BOOKINGS_LIST_LIMIT).map(toBooking),
    hasMore: rows.length > BOOKINGS_LIST_LIMIT,
  };
}

// The member app writes booking requests; the dashboard only reads them. The demo seed
// (and tests) record some through here.
export async function recordBookings(trx: Trx, orgId: string, rows: NewBookingRow[]) {
  await insertBookings(trx, orgId, rows);
}
