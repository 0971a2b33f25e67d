import { Button, Card, Group, Menu, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  MEMBER_FILTERS,
  MEMBER_SORTS,
  type MemberFilter,
  type MemberSort,
} from "@studiodesk/core/contracts/member-list";
import type { MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { lazyModal } from "../../../shared/components/lazy-modal";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure } from "../../../shared/components/QueryState";
import { SearchInput } from "../../../shared/components/SearchInput";
import { isRefusal } from "../../../shared/failure-message";
import { memberProfilePath } from "../../../shared/member-profile-path";
import { notify } from "../../../shared/notify";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { useServerSearch } from "../../../shared/use-server-search";
import { CREATE_MEMBER_DRAFT } from "../components/create-member-draft";
import { MemberListControls } from "../components/MemberListControls";
import { MembersTable } from "../components/MembersTable";
import { memberListQueryOptions } from "../members.api";

const CreateMemberModal = lazyModal(() =>
  import("../components/CreateMemberModal").then((module) => module.CreateMemberModal),
);

// The list's address: search, sort, filter and the page's cursor. A cursor belongs to the list
// it was issued for; a new list starts from the first page.
const PAGE_PARAMS = ["after", "before"] as const;

function withListParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  for (const param of PAGE_PARAMS) next.delete(param);
  return next;
}

type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

// Changes the list's params in the address, starting from the newest address. React Router's
// functional setSearchParams starts from the params of the page last drawn, which lag behind a
// navigation still being drawn (its update is a transition): on a busy machine, Clear and then
// Leaders pressed at once brought the cleared search back. The browser's address has the
// newest params as soon as a navigation is asked for.
function useUpdateListParams(setSearchParams: ReturnType<typeof useSearchParams>[1]) {
  return useCallback(
    (update: ParamsUpdate) =>
      setSearchParams(update(new URLSearchParams(window.location.search)), { replace: true }),
    [setSearchParams],
  );
}

const sortOf = (value: string | null): MemberSort =>
  MEMBER_SORTS.find((sort) => sort === value) ?? "joined";
const filterOf = (value: string | null): MemberFilter | null =>
  MEMBER_FILTERS.find((filter) => filter === value) ?? null;

// 000 §2 Members; issue #21's total, sorts and filters (kept in the address, so the
// dashboard's figures can open a filtered list). The search and the page are kept there too:
// Back from a profile returns to the same search and page, not the whole list's first.
export function MembersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const updateListParams = useUpdateListParams(setSearchParams);
  const sort = sortOf(searchParams.get("sort"));
  const filter = filterOf(searchParams.get("filter"));
  // The box takes 200 characters, as the API searches; an address may carry more.
  const search = (searchParams.get("q") ?? "").trim().slice(0, 200);
  const startingAfter = searchParams.get("after") ?? undefined;
  const endingBefore = startingAfter ? undefined : (searchParams.get("before") ?? undefined);
  const [isCreateOpen, createModal] = useDisclosure(false);
  useOpenWithDraft(CREATE_MEMBER_DRAFT, createModal.open);
  const typed = useServerSearch(MESSAGES.searchMembers, search);
  useSearchInAddress(typed.term, search, typed.setText, updateListParams);

  const page = useQuery({
    ...memberListQueryOptions({ search, sort, filter, startingAfter, endingBefore }),
    // Keep rows while paging, but not across lists: a stale list would look like results.
    placeholderData: (previous, previousQuery) => {
      const params = previousQuery?.queryKey[2];
      const isSameList =
        params?.search === search && params.sort === sort && params.filter === filter;
      return isSameList ? keepPreviousData(previous) : undefined;
    },
  });

  // A page link the server cannot read (cut short when shared, or made for another sort) opens
  // the list's first page with a notice, rather than an error whose Retry fails again.
  const isPageLinkRefused = Boolean(startingAfter || endingBefore) && isRefusal(page.error);
  useEffect(() => {
    if (!isPageLinkRefused) return;
    notify(MESSAGES.pageLinkInvalid, "danger");
    updateListParams((current) => withListParam(current, "after", null));
  }, [isPageLinkRefused, updateListParams]);

  const setListParam = (name: "sort" | "filter", value: string | null) =>
    updateListParams((current) => withListParam(current, name, value));
  const clear = () => {
    typed.clear();
    setSearchParams({}, { replace: true });
  };

  const openProfile = (member: MemberSummary) =>
    void navigate(memberProfilePath(member.id), { state: { member } });

  const nextCursor = page.data?.nextCursor;
  const previousCursor = page.data?.previousCursor;
  // Previous / Next hold their place while a page loads (no layout shift), and go when the list
  // has no other page: under 'No Users Found' or one page of results they would offer nothing.
  const hasPager = page.isPending || isPageLinkRefused || Boolean(nextCursor || previousCursor);

  return (
    <>
      <PageHeader
        title={MESSAGES.members}
        actions={
          <OptionsMenu>
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={createModal.open}>
              {MESSAGES.createNewUser}
            </Menu.Item>
            <ExportMenuItem request={{ kind: "users" }}>{MESSAGES.exportUsers}</ExportMenuItem>
          </OptionsMenu>
        }
      />
      <Card withBorder padding="lg">
        <Stack>
          <SearchInput {...typed.searchProps} leftSection={<IconSearch size={16} />} maw={420} />
          <MemberListControls
            sort={sort}
            filter={filter}
            total={page.data?.total}
            onSortChange={(value) => setListParam("sort", value === "joined" ? null : value)}
            onFilterChange={(value) => setListParam("filter", value)}
          />
          {page.isError && !page.data && !isPageLinkRefused ? (
            <LoadFailure error={page.error} onRetry={page.refetch} />
          ) : (
            <MembersTable
              members={page.data?.members}
              isLoading={page.isPending || isPageLinkRefused}
              isStale={page.isPlaceholderData}
              onOpen={openProfile}
              emptyActions={
                <>
                  <Button variant="default" onClick={clear}>
                    {MESSAGES.clear}
                  </Button>
                  <Button leftSection={<IconUserPlus size={16} />} onClick={createModal.open}>
                    {MESSAGES.createNewUser}
                  </Button>
                </>
              }
            />
          )}
          {hasPager && (
            <Group justify="flex-end">
              {[
                {
                  label: MESSAGES.previous,
                  cursor: previousCursor,
                  param: "before",
                },
                { label: MESSAGES.next, cursor: nextCursor, param: "after" },
              ].map((step) => (
                <Button
                  key={step.label}
                  variant="default"
                  disabled={!step.cursor || page.isPlaceholderData}
                  onClick={() =>
                    updateListParams((current) => {
                      const next = withListParam(current, step.param, null);
                      next.set(step.param, step.cursor ?? "");
                      return next;
                    })
                  }
                >
                  {step.label}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Card>
      <CreateMemberModal opened={isCreateOpen} onClose={createModal.close} />
    </>
  );
}

// The search box's term goes to the address once typing pauses (a new search starts at the
// first page); a search the address gets otherwise (the side menu's Members, Clear) goes to the
// box. `written` remembers the last search either way, and only a new term is written, so
// neither undoes the other while the term catches up with the box.
function useSearchInAddress(
  term: string,
  addressSearch: string,
  setText: (text: string) => void,
  updateListParams: (update: ParamsUpdate) => void,
) {
  const written = useRef(addressSearch);
  const lastTerm = useRef(term);
  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term === written.current) return;
    written.current = term;
    updateListParams((current) => withListParam(current, "q", term));
  }, [term, updateListParams]);
  useEffect(() => {
    if (addressSearch === written.current) return;
    written.current = addressSearch;
    setText(addressSearch);
  }, [addressSearch, setText]);
}
