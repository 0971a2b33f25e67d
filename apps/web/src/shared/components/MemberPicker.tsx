import { Button, Card, Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES } from "@studiodesk/core/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api, unwrap } from "../api-client";
import { memberFullName } from "../formats";

// A member as the picker shows and answers it.
export type PickedMember = { id: string; firstName: string; lastName: string; email: string };

const PICKER_SIZE = 25;

const memberSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["members", "picker", search] as const,
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/members", {
          params: { query: { limit: PICKER_SIZE, search: search || undefined } },
        }),
      ),
  });

type MemberPickerProps = {
  customer: PickedMember | null;
  onChange: (customer: PickedMember | null) => void;
};

// Search the members by name or email and choose the customer (000 §2 New Invoice, terminal
// checkout's Customer Details).
export function MemberPicker({ customer, onChange }: MemberPickerProps) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const results = useQuery({ ...memberSearchQueryOptions(search), enabled: !customer });
  const members = results.data?.members ?? [];
  // The picker and the card replace each other: focus follows to the one that appears (after a
  // choice by keyboard, the next Tab went back to the top of the page).
  const changeButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const focusAfterSwap = useRef(false);
  useEffect(() => {
    if (!focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    (customer ? changeButton.current : searchInput.current)?.focus();
  }, [customer]);
  const swapTo = (next: PickedMember | null) => {
    focusAfterSwap.current = true;
    onChange(next);
  };

  if (customer) {
    return (
      <Card withBorder padding="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>
              {customer.firstName} {customer.lastName}
            </Text>
            <Text size="sm" c="dimmed">
              {customer.email}
            </Text>
          </div>
          <Button
            ref={changeButton}
            variant="subtle"
            size="compact-sm"
            onClick={() => swapTo(null)}
          >
            {MESSAGES.changeCustomer}
          </Button>
        </Group>
      </Card>
    );
  }
  return (
    <Select
      ref={searchInput}
      label={MESSAGES.customer}
      placeholder={MESSAGES.typeToSearch}
      searchable
      withAsterisk
      searchValue={searchText}
      onSearchChange={setSearchText}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? "Searching…" : MESSAGES.noUsersFound}
      data={members.map((member) => ({
        value: member.id,
        label: `${memberFullName(member)} (${member.email})`,
      }))}
      value={null}
      onChange={(id) => {
        const member = members.find((candidate) => candidate.id === id);
        if (member) swapTo(member);
      }}
    />
  );
}
