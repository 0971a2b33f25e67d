import { Button, Card, Group, Menu, Stack } from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import type { MemberSummary } from "@studiodesk/core/contracts/members";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure } from "../../../shared/components/QueryState";
import { SearchInput } from "../../../shared/components/SearchInput";
import { CreateMemberModal } from "../components/CreateMemberModal";
import { MembersTable } from "../components/MembersTable";
import { memberProfilePath } from "../member-routes";
import { memberListQueryOptions } from "../members.api";

const SEARCH_DEBOUNCE_MS = 300;

// A cursor belongs to the search it was issued for; a new search starts from the first page.
type PageCursor = { search: string; startingAfter?: string; endingBefore?: string };

export function MembersPage() {
  const navigate = useNavigate();
  const [isCreateOpen, createModal] = useDisclosure(false);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [cursor, setCursor] = useState<PageCursor>({ search: "" });
  const pageCursor = cursor.search === search ? cursor : { search };

  const page = useQuery({
    ...memberListQueryOptions(pageCursor),
    // Keep rows while paging, but not across searches: a stale list would look like results.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.search === search ? keepPreviousData(previous) : undefined,
  });

  const openProfile = (member: MemberSummary) =>
    void navigate(memberProfilePath(member.id), { state: { member } });

  const nextCursor = page.data?.nextCursor;
  const previousCursor = page.data?.previousCursor;

  return (
    <>
      <PageHeader
        title="Members"
        actions={
          <OptionsMenu>
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={createModal.open}>
              Create New User
            </Menu.Item>
            <ExportMenuItem request={{ kind: "users" }}>Export Users</ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Card withBorder padding="lg">
        <Stack>
          <SearchInput
            label="Search members"
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={setSearchText}
            maw={420}
          />
          {page.isError && !page.data ? (
            <LoadFailure error={page.error} onRetry={page.refetch} />
          ) : (
            <MembersTable
              members={page.data?.members}
              isLoading={page.isPending}
              isStale={page.isPlaceholderData}
              onOpen={openProfile}
            />
          )}
          <Group justify="flex-end">
            {[
              {
                label: "Previous",
                cursor: previousCursor,
                to: { endingBefore: previousCursor ?? undefined },
              },
              { label: "Next", cursor: nextCursor, to: { startingAfter: nextCursor ?? undefined } },
            ].map((step) => (
              <Button
                key={step.label}
                variant="default"
                disabled={!step.cursor || page.isPlaceholderData}
                onClick={() => setCursor({ search, ...step.to })}
              >
                {step.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
      <CreateMemberModal opened={isCreateOpen} onClose={createModal.close} />
    </>
  );
}
