import type { Booking } from "@studiodesk/core/contracts/bookings";
import { formatDateTime } from "../../shared/date-formats";

export const bookingName = (booking: Booking) =>
  `${booking.bookFirstName} ${booking.bookLastName}`.trim();

export const formatBookingDate = formatDateTime;
