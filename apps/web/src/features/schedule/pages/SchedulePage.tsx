import { Button, Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { monthOf } from "@studiodesk/core/rules/calendar";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { PageHeader } from "../../../shared/components/PageHeader";
import { notify } from "../../../shared/notify";
import { NewCalendarItemModal } from "../components/NewCalendarItemModal";
import { type CalendarSelection, ScheduleCalendar } from "../components/ScheduleCalendar";
import { calendarMonthQueryOptions, useDeleteCalendarItem } from "../schedule.api";
import { useScheduleAccount } from "../schedule-session";

type ItemSelection = Extract<CalendarSelection, { type: "calendarItem" }>;

// 001 §2 Schedule (calendar) screen.
export function SchedulePage() {
  const account = useScheduleAccount();
  const navigate = useNavigate();
  // The current month loads at once, in parallel with the calendar's first render.
  const [month, setMonth] = useState(() => monthOf(new Date(), account.publicInformation.timezone));
  const [isNewItemOpen, setIsNewItemOpen] = useState(false);
  const [itemToDelete, setItemToDelete] = useState<ItemSelection | null>(null);
  const calendar = useQuery(calendarMonthQueryOptions(month));
  const deleteItem = useDeleteCalendarItem();

  const handleSelect = (selection: CalendarSelection) => {
    if (selection.type === "calendarItem") return setItemToDelete(selection);
    const query = new URLSearchParams({ eventStart: selection.occurrenceStart });
    if (selection.classId) query.set("classId", selection.classId);
    void navigate(`/dashboard/schedule/event/${encodeURIComponent(selection.eventId)}/?${query}`);
  };

  const confirmDelete = () => {
    if (!itemToDelete) return;
    deleteItem.mutate(itemToDelete.calendarId, {
      onSuccess: () => {
        notify(MESSAGES.calendarItemDeleted, "success");
        setItemToDelete(null);
      },
      onError: () => notify(MESSAGES.unknownError, "danger"),
    });
  };

  return (
    <>
      <PageHeader
        title="Schedule"
        actions={
          <Group gap="sm">
            <Button variant="outline" onClick={() => setIsNewItemOpen(true)}>
              New Item
            </Button>
            <Button onClick={() => void navigate("/dashboard/schedule/newevent")}>New Event</Button>
          </Group>
        }
      />
      <ScheduleCalendar
        data={calendar.data}
        isLoading={calendar.isFetching && !calendar.data}
        colors={account.calendarColors}
        timeZone={account.publicInformation.timezone}
        onMonthChange={setMonth}
        onSelect={handleSelect}
      />
      <NewCalendarItemModal opened={isNewItemOpen} onClose={() => setIsNewItemOpen(false)} />
      <ConfirmDialog
        opened={itemToDelete !== null}
        title={itemToDelete?.title ?? "Calendar Item"}
        message={MESSAGES.deleteCalendarItemConfirm}
        confirmLabel="Yes"
        isDestructive
        isPending={deleteItem.isPending}
        onConfirm={confirmDelete}
        onClose={() => setItemToDelete(null)}
      />
    </>
  );
}
