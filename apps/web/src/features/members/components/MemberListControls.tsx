import { Group, SegmentedControl, Select, Text } from "@mantine/core";
import type { MemberFilter, MemberSort } from "@studiodesk/core/contracts/member-list";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatCount } from "../../../shared/formats";
import classes from "./MemberListControls.module.css";

const SORT_OPTIONS: Array<{ value: MemberSort; label: string }> = [
  { value: "joined", label: MESSAGES.joinedNewestFirst },
  { value: "name", label: MESSAGES.name },
  { value: "lastActive", label: MESSAGES.lastActive },
];

const FILTER_OPTIONS: Array<{ value: MemberFilter | "all"; label: string }> = [
  { value: "all", label: MESSAGES.all },
  { value: "active", label: MESSAGES.activeInTheLast30Days },
  { value: "leaders", label: MESSAGES.leaders },
  { value: "blocked", label: MESSAGES.blocked },
];

type MemberListControlsProps = {
  sort: MemberSort;
  filter: MemberFilter | null;
  // The list's total with its filter; null while searching.
  total: number | null | undefined;
  onSortChange: (sort: MemberSort) => void;
  onFilterChange: (filter: MemberFilter | null) => void;
};

const isSort = (value: string | null): value is MemberSort =>
  SORT_OPTIONS.some((option) => option.value === value);

// Issue #21: the desk's filters, sort and the list's total, above the members table.
export function MemberListControls({
  sort,
  filter,
  total,
  onSortChange,
  onFilterChange,
}: MemberListControlsProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <SegmentedControl
        aria-label={MESSAGES.showMembers}
        classNames={{ root: classes.filters, control: classes.option }}
        value={filter ?? "all"}
        data={FILTER_OPTIONS}
        onChange={(value) => onFilterChange(value === "all" ? null : (value as MemberFilter))}
      />
      <Group gap="md" align="flex-end">
        {typeof total === "number" && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {formatCount(total)} {total === 1 ? "member" : "members"}
          </Text>
        )}
        <Select
          label={MESSAGES.sortBy}
          w={220}
          allowDeselect={false}
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => isSort(value) && onSortChange(value)}
        />
      </Group>
    </Group>
  );
}
