import { Button, Card, Group, Menu, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  MEMBER_FILTERS,
  MEMBER_SORTS,
  type MemberFilter,
  type MemberSort,
} from "@studiodesk/core/contracts/member-list";
import type { MemberSummary } from "@studiodesk/core/contracts/members";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { lazyModal } from "../../../shared/components/lazy-modal";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure } from "../../../shared/components/QueryState";
import { SearchInput } from "../../../shared/components/SearchInput";
import { useServerSearch } from "../../../shared/use-server-search";
import { MemberListControls } from "../components/MemberListControls";
import { MembersTable } from "../components/MembersTable";
import { memberProfilePath } from "../member-routes";
import { memberListQueryOptions } from "../members.api";

const CreateMemberModal = lazyModal(() =>
  import("../components/CreateMemberModal").then((module) => module.CreateMemberModal),
);

// A cursor belongs to the list it was issued for (search, sort, filter); a new list starts
// from the first page.
type PageCursor = { list: string; startingAfter?: string; endingBefore?: string };

const sortOf = (value: string | null): MemberSort =>
  MEMBER_SORTS.find((sort) => sort === value) ?? "joined";
const filterOf = (value: string | null): MemberFilter | null =>
  MEMBER_FILTERS.find((filter) => filter === value) ?? null;

// 000 §2 Members; issue #21's total, sorts and filters (kept in the address, so the
// dashboard's figures can open a filtered list).
export function MembersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortOf(searchParams.get("sort"));
  const filter = filterOf(searchParams.get("filter"));
  const [isCreateOpen, createModal] = useDisclosure(false);
  const { term: search, clear: clearSearch, searchProps } = useServerSearch("Search members");
  const list = JSON.stringify([search, sort, filter]);
  const [cursor, setCursor] = useState<PageCursor>({ list: "" });
  const pageCursor = cursor.list === list ? cursor : { list };

  const page = useQuery({
    ...memberListQueryOptions({
      search,
      sort,
      filter,
      startingAfter: pageCursor.startingAfter,
      endingBefore: pageCursor.endingBefore,
    }),
    // Keep rows while paging, but not across lists: a stale list would look like results.
    placeholderData: (previous, previousQuery) => {
      const params = previousQuery?.queryKey[2];
      const isSameList =
        params?.search === search && params.sort === sort && params.filter === filter;
      return isSameList ? keepPreviousData(previous) : undefined;
    },
  });

  const setListParam = (name: "sort" | "filter", value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clear = () => {
    clearSearch();
    setSearchParams({}, { replace: true });
  };

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
          <SearchInput {...searchProps} leftSection={<IconSearch size={16} />} maw={420} />
          <MemberListControls
            sort={sort}
            filter={filter}
            total={page.data?.total}
            onSortChange={(value) => setListParam("sort", value === "joined" ? null : value)}
            onFilterChange={(value) => setListParam("filter", value)}
          />
          {page.isError && !page.data ? (
            <LoadFailure error={page.error} onRetry={page.refetch} />
          ) : (
            <MembersTable
              members={page.data?.members}
              isLoading={page.isPending}
              isStale={page.isPlaceholderData}
              onOpen={openProfile}
              emptyActions={
                <>
                  <Button variant="default" onClick={clear}>
                    Clear
                  </Button>
                  <Button leftSection={<IconUserPlus size={16} />} onClick={createModal.open}>
                    Create New User
                  </Button>
                </>
              }
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
                onClick={() => setCursor({ list, ...step.to })}
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
