import type { DatesSetArg, EventClickArg, EventInput } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import {
  ActionIcon,
  Box,
  Group,
  LoadingOverlay,
  Paper,
  SegmentedControl,
  Text,
  Title,
} from "@mantine/core";
import type { CalendarColors } from "@studiodesk/core/contracts/account";
import type { CalendarMonth } from "@studiodesk/core/contracts/schedule";
import { instantToWallClock } from "@studiodesk/core/rules/wall-clock";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";

export type CalendarView = "dayGridMonth" | "timeGridWeek";

export type CalendarSelection =
  | { type: "event"; eventId: string; occurrenceStart: string; classId: string | null }
  | { type: "calendarItem"; calendarId: string; title: string };

type ScheduleCalendarProps = {
  data: CalendarMonth | undefined;
  isLoading: boolean;
  colors: CalendarColors;
  timeZone: string;
  onMonthChange: (month: string) => void;
  onSelect: (selection: CalendarSelection) => void;
};

// FullCalendar runs in UTC and is fed the organization's wall-clock times as if they were
// UTC: the grid then shows studio time in any browser, with no daylight-saving surprises.
const asCalendarTime = (iso: string, timeZone: string) =>
  instantToWallClock(new Date(iso), timeZone);

function toEventInputs(
  data: CalendarMonth | undefined,
  colors: CalendarColors,
  timeZone: string,
): EventInput[] {
  if (!data) return [];
  const events = data.events.map((entry) => ({
    id: `event:${entry.eventId}:${entry.occurrenceStart}`,
    title: entry.isCancelled ? `${entry.eventTitle} (Cancelled)` : entry.eventTitle,
    start: asCalendarTime(entry.eventStart, timeZone),
    end: asCalendarTime(entry.eventEnd, timeZone),
    color: entry.calendarHex ?? (entry.classId ? colors.classColor : colors.eventColor),
    extendedProps: {
      selection: {
        type: "event",
        eventId: entry.eventId,
        occurrenceStart: entry.occurrenceStart,
        classId: entry.classId,
      },
    },
  }));
  const items = data.calendarItems.map((entry) => ({
    id: `item:${entry.calendarId}:${entry.occurrenceStart}`,
    title: entry.calendarTitle,
    start: asCalendarTime(entry.calendarStart, timeZone),
    end: asCalendarTime(entry.calendarEnd, timeZone),
    color: entry.calendarHex || colors.defaultColor,
    extendedProps: {
      selection: { type: "calendarItem", calendarId: entry.calendarId, title: entry.calendarTitle },
    },
  }));
  return [...events, ...items];
}

// The month a view belongs to: the month of its first day (a week view spanning two months
// loads the earlier one, which already covers up to the 24th of the next).
function monthOfView(arg: DatesSetArg): string {
  const start = arg.view.currentStart;
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, "0")}`;
}

// 001 §2 Schedule: month or week calendar, previous and next arrows, a month-year title and
// a Month View / Week View toggle.
export function ScheduleCalendar({
  data,
  isLoading,
  colors,
  timeZone,
  onMonthChange,
  onSelect,
}: ScheduleCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const [view, setView] = useState<CalendarView>("dayGridMonth");
  const [title, setTitle] = useState("");
  const events = useMemo(() => toEventInputs(data, colors, timeZone), [data, colors, timeZone]);
  const api = () => calendar.current?.getApi();
  const [today] = useState(() => instantToWallClock(new Date(), timeZone));

  const changeView = (next: string) => {
    setView(next as CalendarView);
    api()?.changeView(next);
  };

  const handleDatesSet = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    onMonthChange(monthOfView(arg));
  };

  const handleClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onSelect(arg.event.extendedProps.selection as CalendarSelection);
  };

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label="Previous" onClick={() => api()?.prev()}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Next" onClick={() => api()?.next()}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Title order={2} size="h3" ml="sm" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={changeView}
          data={[
            { value: "dayGridMonth", label: "Month View" },
            { value: "timeGridWeek", label: "Week View" },
          ]}
        />
      </Group>
      <Box pos="relative">
        <LoadingOverlay visible={isLoading} loaderProps={{ "aria-label": "Loading calendar" }} />
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          timeZone="UTC"
          initialDate={today.slice(0, 10)}
          now={today}
          headerToolbar={false}
          height="auto"
          dayMaxEvents={4}
          eventInteractive
          events={events}
          datesSet={handleDatesSet}
          eventClick={handleClick}
        />
      </Box>
      {data && events.length === 0 && !isLoading && (
        <Text c="dimmed" size="sm" mt="sm">
          Nothing scheduled in this period yet.
        </Text>
      )}
    </Paper>
  );
}
