import type {
  DatesSetArg,
  DayCellMountArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  EventMountArg,
} from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { Text } from "@mantine/core";
import type { RefObject } from "react";
import { type CalendarView, MORE_CHIP_PREFIX } from "./calendar-selection";

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];

// Issue #21: the week view's hours and event times read "6:00pm", never a bare "6".
const CLOCK_TIME = { hour: "numeric", minute: "2-digit", meridiem: "short" } as const;

// A "+N more" chip reads as a link (no dot, no time), like FullCalendar's own.
const renderEventContent = (arg: EventContentArg) =>
  arg.event.id.startsWith(MORE_CHIP_PREFIX) ? (
    <Text span size="xs" fw={600} px={4}>
      {arg.event.title}
    </Text>
  ) : (
    true
  );

// FullCalendar names each month cell after its day number ("November 3, 2026") while the
// cell also shows its chips, a name that hides the cell's content from screen readers (axe
// label-content-name-mismatch); unnamed, the cell reads its day number and chips. The day
// number link keeps its full date label.
const nameCellByContent = (arg: DayCellMountArg) => arg.el.removeAttribute("aria-labelledby");

// A month cell cuts a long title short (with an ellipsis, ScheduleCalendar.module.css); the
// pointer's tooltip shows it whole.
const titleAsTooltip = (arg: EventMountArg) => {
  arg.el.title = arg.event.title;
};

type CalendarGridProps = {
  // Previous, Next and the view toggle drive the grid through its API.
  gridRef: RefObject<FullCalendar | null>;
  view: CalendarView;
  initialDate: string;
  // The organization's wall clock now, which the grid marks as today.
  today: string;
  events: EventInput[];
  onDatesSet: (arg: DatesSetArg) => void;
  onEventClick: (arg: EventClickArg) => void;
};

// The month and week grid of ScheduleCalendar. FullCalendar runs in UTC and is fed the
// organization's wall-clock times as if they were UTC. It re-applies every option whose
// identity changed on each render (a full redraw of the month), so the callbacks it is given
// stay the same functions for the calendar's life.
export function CalendarGrid({
  gridRef,
  view,
  initialDate,
  today,
  events,
  onDatesSet,
  onEventClick,
}: CalendarGridProps) {
  return (
    <FullCalendar
      ref={gridRef}
      plugins={PLUGINS}
      initialView={view}
      timeZone="UTC"
      initialDate={initialDate}
      now={today}
      headerToolbar={false}
      height="auto"
      dayMaxEvents={false}
      eventInteractive
      events={events}
      datesSet={onDatesSet}
      eventClick={onEventClick}
      eventContent={renderEventContent}
      eventDidMount={titleAsTooltip}
      dayCellDidMount={nameCellByContent}
      views={{ timeGridWeek: { slotLabelFormat: CLOCK_TIME, eventTimeFormat: CLOCK_TIME } }}
    />
  );
}
