import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../rules/safe-input";
import { ZId } from "./common";

// 000 §3 Booking: a booking request a member made in the app; read-only in the dashboard.
export const ZBooking = z.object({
  bookingId: z.string(),
  bookFirstName: z.string(),
  bookLastName: z.string(),
  bookingEmail: z.string(),
  bookingPhone: z.string().nullable(),
  // The requested date and time.
  bookingDate: z.string(),
  bookingType: z.string(),
  bookingOption: z.string().nullable(),
  bookingMessage: z.string().nullable(),
  bookingLocation: z.object({ locationId: z.string(), title: z.string() }).nullable(),
  text: z.string().nullable(),
  // When the request was made.
  timestamp: z.string(),
});
export type Booking = z.infer<typeof ZBooking>;

// GET /api/v1/bookings?search=: name, email or phone containing the text, newest first.
export const ZListBookingsQuery = z.object({
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
// The table lists the newest BOOKINGS_LIST_LIMIT requests; hasMore says older ones exist (a
// search finds them).
export const BOOKINGS_LIST_LIMIT = 500;
export const ZBookingList = z.object({ bookings: z.array(ZBooking), hasMore: z.boolean() });
export type BookingList = z.infer<typeof ZBookingList>;

export const ZBookingParams = z.object({ bookingId: ZId });
