import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Booking } from "@studiodesk/core/contracts/bookings";
import { FormModal } from "../../../shared/components/FormModal";
import { useOrganizationTimeZone } from "../../../shared/session";
import { bookingName, formatBookingDate } from "../booking-format";

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm">{value || "—"}</Text>
    </Stack>
  );
}

// 000 §2 Bookings: the read-only booking modal with a Close button (000 §3 Booking fields).
export function BookingModal({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const timeZone = useOrganizationTimeZone();
  return (
    <FormModal opened={booking !== null} onClose={onClose} title="Booking" size="lg">
      {booking && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label="Name" value={bookingName(booking)} />
            <Field label="Email" value={booking.bookingEmail} />
            <Field label="Phone" value={booking.bookingPhone} />
            <Field label="Date" value={formatBookingDate(booking.bookingDate, timeZone)} />
            <Field label="Type" value={booking.bookingType} />
            <Field label="Option" value={booking.bookingOption} />
            <Field label="Location" value={booking.bookingLocation?.title} />
            <Field label="Requested" value={formatBookingDate(booking.timestamp, timeZone)} />
          </SimpleGrid>
          <Field label="Message" value={booking.bookingMessage} />
          {booking.text && <Field label="Notes" value={booking.text} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </FormModal>
  );
}
