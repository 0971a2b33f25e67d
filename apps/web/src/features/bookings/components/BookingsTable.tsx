import { Anchor, Text } from "@mantine/core";
import type { Booking } from "@studiodesk/core/contracts/bookings";
import { MESSAGES } from "@studiodesk/core/messages";
import { type DataColumn, DataTable } from "../../../shared/components/DataTable";
import { useOrganizationTimeZone } from "../../../shared/session";
import { bookingName, formatBookingDate } from "../booking-format";

// The table's columns; dates on the organization's clock. The name is the button that opens
// the booking (a dialog), so screen readers find what the row does.
const bookingColumns = (
  timeZone: string,
  onOpen: (booking: Booking) => void,
): DataColumn<Booking>[] => [
  {
    header: MESSAGES.name,
    cell: (booking) => (
      <Anchor
        component="button"
        type="button"
        aria-haspopup="dialog"
        size="sm"
        fw={500}
        onClick={(event) => {
          // The row opens it too: once is enough.
          event.stopPropagation();
          onOpen(booking);
        }}
      >
        {bookingName(booking)}
      </Anchor>
    ),
  },
  { header: MESSAGES.email, cell: (booking) => booking.bookingEmail },
  { header: MESSAGES.phone, cell: (booking) => booking.bookingPhone ?? "" },
  {
    header: MESSAGES.date,
    cell: (booking) => (
      <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
        {formatBookingDate(booking.bookingDate, timeZone)}
      </Text>
    ),
  },
  { header: MESSAGES.type, cell: (booking) => booking.bookingType },
  { header: MESSAGES.option, cell: (booking) => booking.bookingOption ?? "" },
  { header: MESSAGES.location, cell: (booking) => booking.bookingLocation?.title ?? "" },
];

// 000 §2 Bookings: "Clicking a row opens a read-only booking modal" (Enter or Space too).
export function BookingsTable({
  bookings,
  onOpen,
}: {
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
}) {
  const timeZone = useOrganizationTimeZone();
  return (
    <DataTable
      rows={bookings}
      rowKey={(booking) => booking.bookingId}
      columns={bookingColumns(timeZone, onOpen)}
      minWidth={860}
      highlightOnHover
      onOpenRow={onOpen}
    />
  );
}
