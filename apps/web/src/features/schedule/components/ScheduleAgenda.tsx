import type { EventInput } from "@fullcalendar/core";
import { Stack, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { CalendarSelection } from "./calendar-selection";
import { dayTitle, entryTime, splitDay } from "./day-entries";
import classes from "./ScheduleAgenda.module.css";

const entryClassNames = (input: EventInput): string[] =>
  Array.isArray(input.classNames) ? input.classNames : [];

// One occurrence or calendar item as a line "6:00 PM Title" with its colour, opening it.
export function CalendarEntryButton({
  input,
  onSelect,
}: {
  input: EventInput;
  onSelect: (selection: CalendarSelection) => void;
}) {
  return (
    <button
      type="button"
      // Mantine's focus ring, as every other control shows it.
      // The colour's ring class, if any (see calendar-colors.module.css), rings its dot.
      className={[classes.entry, "mantine-focus-auto", ...entryClassNames(input)].join(" ")}
      onClick={() => onSelect(input.extendedProps?.selection as CalendarSelection)}
    >
      <span className={classes.dot} style={{ backgroundColor: String(input.color) }} />
      <span>
        {entryTime(String(input.start))} {String(input.title)}
      </span>
    </button>
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

// Lines a day shows in the agenda before "Show N more", which opens the day's whole list: a
// busy studio's month (2,000 occurrences in the bench) would otherwise be thousands of
// buttons drawn at once on a phone.
const AGENDA_DAY_LIMIT = 6;

type ScheduleAgendaProps = {
  days: AgendaDay[];
  onSelect: (selection: CalendarSelection) => void;
  onShowDay: (date: string) => void;
};

// Phones: the month's occurrences as a list by day, where a month grid's cells are too small
// to read ("7a M").
export function ScheduleAgenda({ days, onSelect, onShowDay }: ScheduleAgendaProps) {
  return (
    <Stack gap="md" component="section" aria-label={MESSAGES.agenda}>
      {days.map((day) => {
        const { shown, hidden } = splitDay(day.entries, AGENDA_DAY_LIMIT);
        return (
          <Stack key={day.date} gap={4}>
            <Title order={3} size="h5">
              {dayTitle(day.date)}
            </Title>
            {shown.map((input) => (
              <CalendarEntryButton key={String(input.id)} input={input} onSelect={onSelect} />
            ))}
            {hidden.length > 0 && (
              <button
                type="button"
                className={`${classes.entry} ${classes.more} mantine-focus-auto`}
                onClick={() => onShowDay(day.date)}
              >
                {fillMessage(MESSAGES.showMore, { count: hidden.length })}
              </button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
