import { Card, Stack } from "@mantine/core";
import type { Booking } from "@studiodesk/core/contracts/bookings";
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

// 000 §2 Bookings (/dashboard/booking): a searchable table; a row opens the booking.
export function BookingsPage() {
  const search = useServerSearch("Search bookings");
  const bookings = useQuery({
    ...bookingsQueryOptions(search.term),
    placeholderData: keepPreviousData,
  });
  const [opened, setOpened] = useState<Booking | null>(null);
  return (
    <>
      <PageHeader title="Bookings" />
      <Card withBorder padding="lg">
        <Stack>
          <SearchInput {...search.searchProps} leftSection={<IconSearch size={16} />} maw={420} />
          <QueryState query={bookings} label="bookings" emptyMessage="No Bookings Found">
            {(items) => <BookingsTable bookings={items} onOpen={setOpened} />}
          </QueryState>
        </Stack>
      </Card>
      <BookingModal booking={opened} onClose={() => setOpened(null)} />
    </>
  );
}
