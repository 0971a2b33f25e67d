import type { Booking } from "@studiodesk/core/contracts/bookings";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";

export const bookingName = (booking: Booking) =>
  `${booking.bookFirstName} ${booking.bookLastName}`.trim();

export const formatBookingDate = formatDateTime;
