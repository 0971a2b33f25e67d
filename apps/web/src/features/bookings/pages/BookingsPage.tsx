import { Card, Stack, Text } from "@mantine/core";
import { BOOKINGS_LIST_LIMIT, type Booking } from "@studiodesk/core/contracts/bookings";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryState } from "../../../shared/components/QueryState";
import { SearchInput } from "../../../shared/components/SearchInput";
import { useServerSearch } from "../../../shared/use-server-search";
import { bookingsQueryOptions } from "../bookings.api";
import { BookingModal } from "../components/BookingModal";
import { BookingsTable } from "../components/BookingsTable";

// The table stops at the newest requests; older ones are a search away.
const olderBookingsHint = (term: string) =>
  term
    ? `The newest ${BOOKINGS_LIST_LIMIT} matching requests are shown. Type more of the name, email or phone to narrow them.`
    : `The newest ${BOOKINGS_LIST_LIMIT} requests are shown. Search by name, email or phone to find an older one.`;

// 000 §2 Bookings (/dashboard/booking): a searchable table; a row opens the booking.
export function BookingsPage() {
  const search = useServerSearch("Search bookings");
  const bookings = useQuery({
    ...bookingsQueryOptions(search.term),
    placeholderData: keepPreviousData,
  });
  const list = { ...bookings, data: bookings.data?.bookings };
  const [opened, setOpened] = useState<Booking | null>(null);
  return (
    <>
      <PageHeader title={MESSAGES.bookings} />
      <Card withBorder padding="lg">
        <Stack>
          <SearchInput {...search.searchProps} leftSection={<IconSearch size={16} />} maw={420} />
          <QueryState query={list} label="bookings" emptyMessage={MESSAGES.noBookingsFound}>
            {(items) => <BookingsTable bookings={items} onOpen={setOpened} />}
          </QueryState>
          {bookings.data?.hasMore && (
            <Text size="sm" c="dimmed">
              {olderBookingsHint(search.term)}
            </Text>
          )}
        </Stack>
      </Card>
      <BookingModal booking={opened} onClose={() => setOpened(null)} />
    </>
  );
}
