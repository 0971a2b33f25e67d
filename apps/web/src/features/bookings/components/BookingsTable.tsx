import { Table, Text } from "@mantine/core";
import type { Booking } from "@studiodesk/core/contracts/bookings";
import { OpenableRow } from "../../../shared/components/OpenableRow";
import { bookingName, formatBookingDate } from "../booking-format";

const COLUMNS = ["Name", "Email", "Phone", "Date", "Type", "Option", "Location"] as const;

function BookingRow({ booking, onOpen }: { booking: Booking; onOpen: () => void }) {
  return (
    <OpenableRow onOpen={onOpen}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {bookingName(booking)}
        </Text>
      </Table.Td>
      <Table.Td>{booking.bookingEmail}</Table.Td>
      <Table.Td>{booking.bookingPhone ?? ""}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatBookingDate(booking.bookingDate)}</Table.Td>
      <Table.Td>{booking.bookingType}</Table.Td>
      <Table.Td>{booking.bookingOption ?? ""}</Table.Td>
      <Table.Td>{booking.bookingLocation?.title ?? ""}</Table.Td>
    </OpenableRow>
  );
}

// 000 §2 Bookings: "Clicking a row opens a read-only booking modal" (Enter or Space too).
export function BookingsTable({
  bookings,
  onOpen,
}: {
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <BookingRow key={booking.bookingId} booking={booking} onOpen={() => onOpen(booking)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
