import type { EventInput } from "@fullcalendar/core";
import { Button, ColorSwatch, Stack, Title } from "@mantine/core";
import type { CalendarSelection } from "./calendar-selection";

// Day and time of the calendar's wall-clock strings (studio time posing as UTC).
export const dayTitle = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

const entryTime = (start: string) =>
  new Date(`${start}Z`).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });

// One occurrence or calendar item as a line "6:00 PM Title" with its colour, opening it.
export function CalendarEntryButton({
  input,
  onSelect,
}: {
  input: EventInput;
  onSelect: (selection: CalendarSelection) => void;
}) {
  return (
    <Button
      variant="subtle"
      justify="flex-start"
      h="auto"
      py={6}
      // A long title wraps instead of being cut off on a phone.
      styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
      leftSection={<ColorSwatch color={String(input.color)} size={12} />}
      onClick={() => onSelect(input.extendedProps?.selection as CalendarSelection)}
    >
      {entryTime(String(input.start))} {String(input.title)}
    </Button>
  );
}

export type AgendaDay = { date: string; entries: EventInput[] };

// The days of `month` ("YYYY-MM") that have entries, in order; the loaded weeks' neighbouring
// days are left out. `byDay` holds each day's entries sorted by start.
export function agendaDays(byDay: Map<string, EventInput[]>, month: string): AgendaDay[] {
  return [...byDay.keys()]
    .filter((date) => date.startsWith(month))
    .sort()
    .map((date) => ({ date, entries: byDay.get(date) ?? [] }));
}

type ScheduleAgendaProps = {
  days: AgendaDay[];
  onSelect: (selection: CalendarSelection) => void;
};

// Phones: the month's occurrences as a list by day, where a month grid's cells are too small
// to read ("7a M").
export function ScheduleAgenda({ days, onSelect }: ScheduleAgendaProps) {
  return (
    <Stack gap="md" component="section" aria-label="Agenda">
      {days.map((day) => (
        <Stack key={day.date} gap={4}>
          <Title order={3} size="h5">
            {dayTitle(day.date)}
          </Title>
          {day.entries.map((input) => (
            <CalendarEntryButton key={String(input.id)} input={input} onSelect={onSelect} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
