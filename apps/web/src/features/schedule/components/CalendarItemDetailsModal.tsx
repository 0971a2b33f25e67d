import { Button, Group, Stack, Text } from "@mantine/core";
import type { CalendarItem } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import { secondsToHoursMinutes } from "@studiodesk/core/rules/events";
import { useQuery } from "@tanstack/react-query";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { ReturnFocusModal } from "../../../shared/components/ReturnFocusModal";
import { calendarItemQueryOptions } from "../schedule.api";
import { recurrenceSummary } from "../schedule-format";

type Selected = { calendarId: string; title: string; occurrenceStart: string };

type CalendarItemDetailsModalProps = {
  selected: Selected | null;
  timeZone: string;
  onClose: () => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: () => void;
};

function durationText(seconds: number): string {
  const { hours, minutes } = secondsToHoursMinutes(seconds);
  return [hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""].filter(Boolean).join(" ");
}

function ItemDetails({
  item,
  occurrenceStart,
  timeZone,
}: {
  item: CalendarItem;
  occurrenceStart: string;
  timeZone: string;
}) {
  const repeats = recurrenceSummary(item.recurrence, item.calendarEnd, timeZone);
  return (
    <Stack gap="xs">
      <Text>{item.calendarDescription}</Text>
      <Text size="sm">
        {formatDateTime(occurrenceStart, timeZone)} · {durationText(item.calendarDuration)}
      </Text>
      {repeats && (
        <Text size="sm" c="dimmed">
          {repeats}
        </Text>
      )}
    </Stack>
  );
}

// Beyond the spec (issue #21): a clicked calendar item opens its details with Edit and Delete,
// so a mis-click loses nothing; Delete still asks the spec's question.
export function CalendarItemDetailsModal({
  selected,
  timeZone,
  onClose,
  onEdit,
  onDelete,
}: CalendarItemDetailsModalProps) {
  const item = useQuery({
    ...calendarItemQueryOptions(selected?.calendarId ?? ""),
    enabled: selected !== null,
  });
  // Closed, the details give focus back to the calendar entry they opened from; Mantine's
  // own return focus left it on the page's body (see useReturnFocus).
  return (
    <ReturnFocusModal
      opened={selected !== null}
      onClose={onClose}
      title={selected?.title ?? MESSAGES.calendarItem}
      closeButtonProps={{ "aria-label": MESSAGES.close }}
    >
      {item.data ? (
        <Stack>
          <ItemDetails
            item={item.data}
            occurrenceStart={selected?.occurrenceStart ?? item.data.calendarStart}
            timeZone={timeZone}
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={onDelete}>
              {MESSAGES.delete}
            </Button>
            <Button onClick={() => item.data && onEdit(item.data)}>{MESSAGES.edit}</Button>
          </Group>
        </Stack>
      ) : item.isError ? (
        <LoadFailure error={item.error} onRetry={item.refetch} />
      ) : (
        <LoadingState label="calendar item" />
      )}
    </ReturnFocusModal>
  );
}
