import { type Selectable, sql } from "kysely";
import { containsPattern } from "../../db/contains-pattern";
import type { Trx } from "../../db/database";
import { newestFirst } from "../../db/newest-first";
import type { BookingsTable } from "../../db/schema";

const BOOKING_COLUMNS = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "booking_date",
  "booking_type",
  "booking_option",
  "message",
  "location_id",
  "location_title",
  "text",
  "created_at",
] as const;

export type BookingRow = Pick<Selectable<BookingsTable>, (typeof BOOKING_COLUMNS)[number]>;

export type NewBookingRow = Omit<BookingRow, "created_at"> & { created_at?: Date };

// Name, email or phone containing the text (case-insensitive), newest request first, at most
// `limit`. A phone search (`phoneDigits`) matches the digits of the phone as the requester
// typed it.
export async function listBookingRows(
  trx: Trx,
  orgId: string,
  search: string | undefined,
  phoneDigits: string | null,
  limit: number,
): Promise<BookingRow[]> {
  let query = trx.selectFrom("bookings").select(BOOKING_COLUMNS).where("org_id", "=", orgId);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, "ilike", pattern),
        eb("email", "ilike", pattern),
        eb("phone", "ilike", pattern),
        ...(phoneDigits
          ? [
              eb(
                sql<string>`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`,
                "like",
                containsPattern(phoneDigits),
              ),
            ]
          : []),
        eb("booking_type", "ilike", pattern),
      ]),
    );
  }
  return query.$call(newestFirst).limit(limit).execute();
}

export async function insertBookings(trx: Trx, orgId: string, rows: NewBookingRow[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto("bookings")
    .values(rows.map((row) => ({ org_id: orgId, ...row })))
    .execute();
}
