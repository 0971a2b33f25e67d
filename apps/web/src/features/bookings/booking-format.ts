import type { Booking } from "@studiodesk/core/contracts/bookings";

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const bookingName = (booking: Booking) =>
  `${booking.bookFirstName} ${booking.bookLastName}`.trim();

export const formatBookingDate = (iso: string) => DATE_TIME.format(new Date(iso));
