import { Card, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Booking } from "@studiodesk/core/contracts/bookings";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryState } from "../../../shared/components/QueryState";
import { SearchInput } from "../../../shared/components/SearchInput";
import { bookingsQueryOptions } from "../bookings.api";
import { BookingModal } from "../components/BookingModal";
import { BookingsTable } from "../components/BookingsTable";

const SEARCH_DEBOUNCE_MS = 300;

// 000 §2 Bookings (/dashboard/booking): a searchable table; a row opens the booking.
export function BookingsPage() {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const bookings = useQuery({ ...bookingsQueryOptions(search), placeholderData: keepPreviousData });
  const [opened, setOpened] = useState<Booking | null>(null);
  return (
    <>
      <PageHeader title="Bookings" />
      <Card withBorder padding="lg">
        <Stack>
          <SearchInput
            label="Search bookings"
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={setSearchText}
            maw={420}
          />
          <QueryState query={bookings} label="bookings" emptyMessage="No Bookings Found">
            {(items) => <BookingsTable bookings={items} onOpen={setOpened} />}
          </QueryState>
        </Stack>
      </Card>
      <BookingModal booking={opened} onClose={() => setOpened(null)} />
    </>
  );
}
