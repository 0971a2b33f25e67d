import { Button, Card, Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES } from "@studiodesk/core/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../../shared/api-client";
import type { InvoiceCustomer } from "./new-invoice-values";

const PICKER_SIZE = 25;

const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["invoices", "customers", search] as const,
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/members", {
          params: { query: { limit: PICKER_SIZE, search: search || undefined } },
        }),
      ),
  });

type CustomerPickerProps = {
  customer: InvoiceCustomer | null;
  onChange: (customer: InvoiceCustomer | null) => void;
};

// 000 §2 New Invoice: search the members by name or email and choose the customer.
export function CustomerPicker({ customer, onChange }: CustomerPickerProps) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const results = useQuery({ ...customerSearchQueryOptions(search), enabled: !customer });
  const members = results.data?.members ?? [];

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
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            Change Customer
          </Button>
        </Group>
      </Card>
    );
  }
  return (
    <Select
      label="Customer"
      placeholder={MESSAGES.typeToSearch}
      searchable
      withAsterisk
      searchValue={searchText}
      onSearchChange={setSearchText}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? "Searching…" : MESSAGES.noUsersFound}
      data={members.map((member) => ({
        value: member.id,
        label: `${member.firstName} ${member.lastName} (${member.email})`,
      }))}
      value={null}
      onChange={(id) => {
        const member = members.find((candidate) => candidate.id === id);
        if (member) onChange(member);
      }}
    />
  );
}
