import type { Booking } from "@studiodesk/core/contracts/bookings";
import { formatDateTime } from "../../shared/formats";

export const bookingName = (booking: Booking) =>
  `${booking.bookFirstName} ${booking.bookLastName}`.trim();

export const formatBookingDate = formatDateTime;
