import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Booking } from "@studiodesk/core/contracts/bookings";
import { MESSAGES } from "@studiodesk/core/messages";
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
    <FormModal opened={booking !== null} onClose={onClose} title={MESSAGES.booking} size="lg">
      {booking && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={MESSAGES.name} value={bookingName(booking)} />
            <Field label={MESSAGES.email} value={booking.bookingEmail} />
            <Field label={MESSAGES.phone} value={booking.bookingPhone} />
            <Field label={MESSAGES.date} value={formatBookingDate(booking.bookingDate, timeZone)} />
            <Field label={MESSAGES.type} value={booking.bookingType} />
            <Field label={MESSAGES.option} value={booking.bookingOption} />
            <Field label={MESSAGES.location} value={booking.bookingLocation?.title} />
            <Field
              label={MESSAGES.requested}
              value={formatBookingDate(booking.timestamp, timeZone)}
            />
          </SimpleGrid>
          <Field label={MESSAGES.message} value={booking.bookingMessage} />
          {booking.text && <Field label={MESSAGES.notes} value={booking.text} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.close}
            </Button>
          </Group>
        </Stack>
      )}
    </FormModal>
  );
}
