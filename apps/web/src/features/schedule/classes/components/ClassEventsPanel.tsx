import { Button, Group, Stack } from "@mantine/core";
import type { StudioClass } from "@studiodesk/core/contracts/classes";
import type { CalendarMonth } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { monthOf } from "@studiodesk/core/rules/calendar";
import { isFeatureSwitchedOff } from "@studiodesk/core/rules/navigation";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { LoadFailure } from "../../../../shared/components/QueryState";
import { calendarMonthQueryOptions } from "../../calendar-month-query";
import type { CalendarSelection } from "../../components/calendar-selection";
import { ScheduleCalendar } from "../../components/ScheduleCalendar";
import { eventViewPath, newEventPath } from "../../schedule-paths";
import { useScheduleAccount } from "../../schedule-session";

// The schedule's month with only this class's entries: its own occurrences and its events.
const onlyClass = (month: CalendarMonth, classId: string): CalendarMonth => ({
  ...month,
  events: month.events.filter((entry) => entry.classId === classId),
  calendarItems: [],
});

// 001 §2 Class view, Events tab: a calendar of the class's events with a New Event button
// (the New Event wizard with classId and classTitle). It reads the schedule's month, so the
// two share one cache and one live update. With the schedule switched off (its menu entry
// hidden, its pages refused) there is no New Event button: the wizard is the schedule's page;
// nor on a cancelled class.
export function ClassEventsPanel({ studioClass }: { studioClass: StudioClass }) {
  const account = useScheduleAccount();
  const navigate = useNavigate();
  const timeZone = account.publicInformation.timezone;
  // A cancelled class gets no new events (001 §4; the API refuses them).
  const canCreateEvent = !isFeatureSwitchedOff("schedule", account) && !studioClass.isCancelled;
  const { classId, classTitle } = studioClass;
  const [month, setMonth] = useState(() => monthOf(new Date(), timeZone));
  const select = useCallback((data: CalendarMonth) => onlyClass(data, classId), [classId]);
  const calendar = useQuery({ ...calendarMonthQueryOptions(month), select });

  // An occurrence of the class itself is this page; an event of the class opens its view.
  const handleSelect = (selection: CalendarSelection) => {
    if (selection.type !== "event") return;
    void navigate(eventViewPath(selection.eventId, selection.occurrenceStart, classId));
  };

  return (
    <Stack mt="md">
      {canCreateEvent && (
        <Group justify="flex-end">
          <Button onClick={() => void navigate(newEventPath({ classId, classTitle }))}>
            {MESSAGES.newEvent}
          </Button>
        </Group>
      )}
      {/* As on the schedule: a failed month would otherwise look like a class without events. */}
      {calendar.isError && <LoadFailure error={calendar.error} onRetry={calendar.refetch} />}
      <ScheduleCalendar
        data={calendar.data}
        isLoading={calendar.isFetching && !calendar.data}
        colors={account.calendarColors}
        timeZone={timeZone}
        onMonthChange={setMonth}
        onSelect={handleSelect}
      />
    </Stack>
  );
}
