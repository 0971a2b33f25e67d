import {
  Anchor,
  Avatar,
  Group,
  Skeleton,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from "@mantine/core";
import { MEMBERS_PAGE_SIZE } from "@studiodesk/core/contracts/member-list";
import type { MemberSummary } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatPhone } from "@studiodesk/core/rules/phone";
import { IconStarFilled } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import stackedTable from "../../../shared/components/DataTable.module.css";
import { OpenableRow } from "../../../shared/components/OpenableRow";
import { memberProfilePath } from "../../../shared/member-profile-path";
import { useOrganizationTimeZone } from "../../../shared/session";
import { formatLastActive, formatLongDate, fullName } from "../member-format";

// As many placeholder rows as a page has, each as tall as a member's (the 38 px avatar): the
// Previous / Next buttons below stay where they are when the page arrives (no layout shift).
const SKELETON_ROWS = MEMBERS_PAGE_SIZE;
const COLUMNS = [
  MESSAGES.photo,
  MESSAGES.name,
  MESSAGES.email,
  MESSAGES.phone,
  MESSAGES.joined,
  "Last Active",
] as const;

type MembersTableProps = {
  members: MemberSummary[] | undefined;
  isLoading: boolean;
  // What a list with no results offers (issue #21: Clear and Create New User).
  emptyActions?: ReactNode;
  isStale: boolean;
  onOpen: (member: MemberSummary) => void;
};

export function LeaderStar() {
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      color="yellow"
      variant="light"
      role="img"
      aria-label={MESSAGES.appLeader}
    >
      <IconStarFilled size={12} aria-hidden />
    </ThemeIcon>
  );
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={row} aria-hidden>
      <Table.Td>
        <Skeleton circle height={38} />
      </Table.Td>
      {COLUMNS.slice(1).map((column) => (
        <Table.Td key={column}>
          <Skeleton height={12} radius="xl" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function MemberRow({ member, onOpen }: { member: MemberSummary; onOpen: () => void }) {
  const timeZone = useOrganizationTimeZone();
  const name = fullName(member);
  return (
    <OpenableRow onOpen={onOpen}>
      <Table.Td>
        {/* 000 §3: a default picture when the member has none. */}
        <Avatar src={member.profilePhotoURL} alt={name} radius="xl" />
      </Table.Td>
      <Table.Td data-label={MESSAGES.name}>
        <Group gap={6} wrap="nowrap">
          {/* A real link to the profile: what the row opens, for screen readers and a new tab.
              It navigates itself (with the loaded record); the row must not a second time. */}
          <Anchor
            component={Link}
            to={memberProfilePath(member.id)}
            state={{ member }}
            size="sm"
            fw={500}
            onClick={(event) => event.stopPropagation()}
          >
            {name}
          </Anchor>
          {member.isLeader && <LeaderStar />}
        </Group>
      </Table.Td>
      <Table.Td data-label={MESSAGES.email}>{member.email}</Table.Td>
      <Table.Td data-label={MESSAGES.phone}>
        {member.phoneNumber ? formatPhone(member.phoneNumber) : ""}
      </Table.Td>
      <Table.Td data-label={MESSAGES.joined}>
        {formatLongDate(member.createdTimestamp, timeZone)}
      </Table.Td>
      {/* Relative to now: a server-drawn page may be a minute older than its hydration. */}
      <Table.Td data-label="Last Active" suppressHydrationWarning>
        {formatLastActive(member.lastLoggedIn, new Date(), timeZone)}
      </Table.Td>
    </OpenableRow>
  );
}

export function MembersTable({
  members,
  isLoading,
  isStale,
  onOpen,
  emptyActions,
}: MembersTableProps) {
  return (
    // The shared table's phone layout: a card per member (DataTable.module.css).
    <Table.ScrollContainer className={stackedTable.scroll} minWidth={760}>
      <Table
        className={stackedTable.table}
        highlightOnHover
        verticalSpacing="sm"
        style={{ opacity: isStale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>
                {column === MESSAGES.photo ? (
                  <VisuallyHidden>{MESSAGES.photo}</VisuallyHidden>
                ) : (
                  column
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isLoading || isStale}>
          {isLoading ? (
            <SkeletonRows />
          ) : members && members.length > 0 ? (
            members.map((member) => (
              <MemberRow key={member.id} member={member} onOpen={() => onOpen(member)} />
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text ta="center" c="dimmed" pt="lg" pb={emptyActions ? "xs" : "lg"}>
                  {MESSAGES.noUsersFound}
                </Text>
                {emptyActions && (
                  <Group justify="center" pb="lg">
                    {emptyActions}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
