import type { DatesSetArg, EventClickArg, EventInput } from "@fullcalendar/core";
import type FullCalendar from "@fullcalendar/react";
import {
  ActionIcon,
  Box,
  Group,
  isLightColor,
  Loader,
  LoadingOverlay,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery, useMounted } from "@mantine/hooks";
import type { CalendarColors } from "@studiodesk/core/contracts/account";
import type { CalendarEventEntry, CalendarMonth } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { shiftMonth } from "@studiodesk/core/rules/calendar";
import { isFaintOn } from "@studiodesk/core/rules/color-contrast";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { instantToWallClock } from "@studiodesk/core/rules/wall-clock";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LoadFailure } from "../../../shared/components/QueryState";
import calendarColors from "./calendar-colors.module.css";
import { type CalendarSelection, type CalendarView, MORE_CHIP_PREFIX } from "./calendar-selection";
import { dayTitle, monthTitle, splitDay, weekTitle } from "./day-entries";
import { agendaDays, CalendarEntryButton, ScheduleAgenda } from "./ScheduleAgenda";
import classes from "./ScheduleCalendar.module.css";

// The month and week grid (FullCalendar, most of the schedule's code) loads where it is drawn:
// a phone's month is the agenda, which never loads it (issue #19: the page's first load). On
// a wide screen the menu's intent prefetch has usually loaded it already. Loaded in an effect
// rather than through React.lazy: a Suspense boundary that has shown its fallback holds the
// content back a further 300 ms once it arrives, which had nearly doubled the grid's render.
type CalendarGridComponent = typeof import("./CalendarGrid").CalendarGrid;
type GridLoad = { grid: CalendarGridComponent | null; hasFailed: boolean };

function useCalendarGrid(isShown: boolean): GridLoad {
  const [load, setLoad] = useState<GridLoad>({ grid: null, hasFailed: false });
  const isLoaded = load.grid !== null;
  useEffect(() => {
    if (!isShown || isLoaded) return;
    let isCurrent = true;
    import("./CalendarGrid").then(
      (module) => {
        if (isCurrent) setLoad({ grid: module.CalendarGrid, hasFailed: false });
      },
      () => {
        if (isCurrent) setLoad({ grid: null, hasFailed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isShown, isLoaded]);
  return load;
}

// Mantine's sm breakpoint (48em): below it a month grid's cells are too small to read.
const PHONE_QUERY = "(max-width: 47.99em)";

// A "+N more" chip of the month view: the day whose full list it opens.
type DaySelection = { type: "day"; date: string };

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

// Mantine's page colour in each scheme (--mantine-color-body), behind the calendar's marks.
const LIGHT_PAGE = "#ffffff";
const DARK_PAGE = "#242424";

// Staff pick any calendar colour; the text on a filled block (the week view) is black or
// white, whichever stands out more, so a light teal or orange block stays readable. A colour
// that would melt into a scheme's page (black in dark mode) is ringed there (see
// calendar-colors.module.css); the stored colour is shown unchanged.
const colored = (color: string) => ({
  color,
  textColor: isLightColor(color) ? "#000000" : "#ffffff",
  classNames: [
    isFaintOn(color, LIGHT_PAGE) ? calendarColors.faintOnLight : undefined,
    isFaintOn(color, DARK_PAGE) ? calendarColors.faintOnDark : undefined,
  ].filter((name): name is string => Boolean(name)),
});

// An occurrence of a class's own schedule opens the class view; anything else, the event.
function selectionOf(entry: CalendarEventEntry): CalendarSelection {
  if (entry.kind === "class") return { type: "class", classId: entry.classId ?? entry.eventId };
  return {
    type: "event",
    eventId: entry.eventId,
    occurrenceStart: entry.occurrenceStart,
    classId: entry.classId,
  };
}

function toEventInputs(
  data: CalendarMonth | undefined,
  colors: CalendarColors,
  timeZone: string,
): EventInput[] {
  if (!data) return [];
  // A month is thousands of entries in a few colours: each colour's text colour is worked
  // out once.
  const colorsSeen = new Map<string, ReturnType<typeof colored>>();
  const colorOf = (color: string) => {
    const known = colorsSeen.get(color);
    if (known) return known;
    const fresh = colored(color);
    colorsSeen.set(color, fresh);
    return fresh;
  };
  const events = data.events.map((entry) => ({
    id: `event:${entry.eventId}:${entry.occurrenceStart}`,
    title: entry.isCancelled ? `${entry.eventTitle} (Cancelled)` : entry.eventTitle,
    start: asCalendarTime(entry.eventStart, timeZone),
    end: asCalendarTime(entry.eventEnd, timeZone),
    ...colorOf(entry.calendarHex ?? (entry.classId ? colors.classColor : colors.eventColor)),
    extendedProps: { selection: selectionOf(entry) },
  }));
  const items = data.calendarItems.map((entry) => ({
    id: `item:${entry.calendarId}:${entry.occurrenceStart}`,
    title: entry.calendarTitle,
    start: asCalendarTime(entry.calendarStart, timeZone),
    end: asCalendarTime(entry.calendarEnd, timeZone),
    ...colorOf(entry.calendarHex || colors.defaultColor),
    extendedProps: {
      selection: {
        type: "calendarItem",
        calendarId: entry.calendarId,
        title: entry.calendarTitle,
        occurrenceStart: entry.calendarStart,
      },
    },
  }));
  return [...events, ...items];
}

// FullCalendar puts every event of a month in the page and measures each one, even past
// dayMaxEvents (fullcalendar#6148): a month of 2,000 occurrences took half a second to draw.
// The month view therefore gets at most DAY_LIMIT chips a day; a fuller day shows its first
// ones and a "+N more" chip that opens the day's whole list.
const DAY_LIMIT = 4;

type MonthChips = { chips: EventInput[]; byDay: Map<string, EventInput[]> };

const startOf = (input: EventInput) => String(input.start);

function limitPerDay(inputs: EventInput[]): MonthChips {
  const byDay = new Map<string, EventInput[]>();
  for (const input of inputs) {
    const day = startOf(input).slice(0, 10);
    const dayInputs = byDay.get(day);
    if (dayInputs) dayInputs.push(input);
    else byDay.set(day, [input]);
  }
  const chips: EventInput[] = [];
  for (const [date, dayInputs] of byDay) {
    // ISO wall-clock times sort as plain strings (no locale-aware comparison, whose first use
    // loads the browser's collation data).
    dayInputs.sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0));
    const { shown, hidden } = splitDay(dayInputs, DAY_LIMIT);
    chips.push(...shown);
    const [firstHidden] = hidden;
    if (!firstHidden) continue;
    const selection: DaySelection = { type: "day", date };
    chips.push({
      id: `${MORE_CHIP_PREFIX}${date}`,
      title: fillMessage(MESSAGES.moreEntriesCount, { count: hidden.length }),
      start: firstHidden.start,
      display: "list-item",
      extendedProps: { selection },
    } as EventInput);
  }
  return { chips, byDay };
}

// The month a view belongs to: the month of its first day (a week view spanning two months
// loads the earlier one, which already covers up to the 24th of the next).
function monthOfView(arg: DatesSetArg): string {
  const start = arg.view.currentStart;
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, "0")}`;
}

const DAY_MS = 86_400_000;

// The title above the grid: FullCalendar's month title ("November 2026"); for a week, the
// month-year of its days (FullCalendar's own would be a date range, "Nov 29 – Dec 5, 2026").
function titleOfView(arg: DatesSetArg): string {
  if (arg.view.type !== "timeGridWeek") return arg.view.title;
  // The grid runs in UTC on wall-clock times; its end is the day after the week.
  const lastDay = new Date(arg.view.currentEnd.getTime() - DAY_MS);
  return weekTitle(arg.view.currentStart.toISOString(), lastDay.toISOString());
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
  const [today] = useState(() => instantToWallClock(new Date(), timeZone));
  // The first month's title is drawn with the page (on the server too); the calendar, which
  // exists only in the browser, sets it from then on.
  const [title, setTitle] = useState(() => monthTitle(today));
  const [shownMonth, setShownMonth] = useState(() => today.slice(0, 7));
  const events = useMemo(() => toEventInputs(data, colors, timeZone), [data, colors, timeZone]);
  const month = useMemo(() => limitPerDay(events), [events]);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const api = () => calendar.current?.getApi();
  // Phones show the month as an agenda list; the week view keeps its grid.
  const isAgenda = useMediaQuery(PHONE_QUERY) && view === "dayGridMonth";
  // The grid is drawn only where it shows, once the browser has said whether this is a
  // phone: FullCalendar draws and measures a whole month even when hidden, a long task on a
  // phone's first load for nothing (issue #19).
  const isGridShown = useMounted() && !isAgenda;
  const agenda = useMemo(() => agendaDays(month.byDay, shownMonth), [month, shownMonth]);
  const { grid: CalendarGrid, hasFailed: hasGridFailed } = useCalendarGrid(isGridShown);

  const changeView = (next: string) => {
    setView(next as CalendarView);
    api()?.changeView(next);
  };

  // FullCalendar re-applies every option whose identity changed on each render (a full
  // redraw of the month), so its callbacks stay the same functions for the calendar's life.
  const latest = useRef({ onMonthChange, onSelect });
  latest.current = { onMonthChange, onSelect };
  const handleDatesSet = useCallback((arg: DatesSetArg) => {
    setTitle(titleOfView(arg));
    setShownMonth(monthOfView(arg));
    latest.current.onMonthChange(monthOfView(arg));
  }, []);
  // Previous and next move the grid, which reports its month (handleDatesSet); without a grid
  // (the agenda), they move the month here.
  const step = (delta: 1 | -1) => {
    const grid = api();
    if (grid) return delta > 0 ? grid.next() : grid.prev();
    const next = shiftMonth(shownMonth, delta);
    setShownMonth(next);
    setTitle(monthTitle(`${next}-01`));
    onMonthChange(next);
  };
  const handleClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    // A clicked entry takes focus as a clicked link does (FullCalendar's pointer handling kept
    // it on the page's body), so the dialog it opens gives focus back to it when it closes.
    arg.el.focus({ preventScroll: true });
    const selection = arg.event.extendedProps.selection as CalendarSelection | DaySelection;
    if (selection.type === "day") setOpenDay(selection.date);
    else latest.current.onSelect(selection);
  }, []);

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label={MESSAGES.previous} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={MESSAGES.next} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Title order={2} size="h3" ml="sm" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={MESSAGES.calendarView}
          value={view}
          onChange={changeView}
          data={[
            { value: "dayGridMonth", label: MESSAGES.monthView },
            { value: "timeGridWeek", label: MESSAGES.weekView },
          ]}
        />
      </Group>
      {/* Above the calendar, not below it: the calendar draws itself only in the browser, and
          a line under it would move down as it appears (issue #19: no layout shift). */}
      {data && (isAgenda ? agenda.length : events.length) === 0 && !isLoading && (
        <Text c="dimmed" size="sm" mb="sm">
          {MESSAGES.nothingScheduledInPeriod}
        </Text>
      )}
      <Box pos="relative" className={classes.calendar}>
        <LoadingOverlay
          visible={isLoading}
          loaderProps={{ role: "status", "aria-label": MESSAGES.loadingCalendar }}
        />
        {isAgenda && <ScheduleAgenda days={agenda} onSelect={onSelect} onShowDay={setOpenDay} />}
        {isGridShown && hasGridFailed && (
          // 000 §8: a chunk that did not arrive; reloading fetches the app afresh.
          <LoadFailure
            message={MESSAGES.chunkLoadFailed}
            onRetry={() => window.location.reload()}
          />
        )}
        {isGridShown && !CalendarGrid && !hasGridFailed && (
          <Loader size="sm" m="md" role="status" aria-label={MESSAGES.loadingCalendar} />
        )}
        {isGridShown && CalendarGrid && (
          <CalendarGrid
            gridRef={calendar}
            view={view}
            // The agenda's month when the grid comes back (a phone turned, or Week View).
            initialDate={shownMonth === today.slice(0, 7) ? today.slice(0, 10) : `${shownMonth}-01`}
            today={today}
            events={view === "dayGridMonth" ? month.chips : events}
            onDatesSet={handleDatesSet}
            onEventClick={handleClick}
          />
        )}
      </Box>
      <Modal
        opened={openDay !== null}
        onClose={() => setOpenDay(null)}
        title={openDay ? dayTitle(openDay) : ""}
      >
        <Stack gap={4}>
          {(openDay ? (month.byDay.get(openDay) ?? []) : []).map((input) => (
            <CalendarEntryButton
              key={String(input.id)}
              input={input}
              onSelect={(selection) => {
                setOpenDay(null);
                onSelect(selection);
              }}
            />
          ))}
        </Stack>
      </Modal>
    </Paper>
  );
}
