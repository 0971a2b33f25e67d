import { Button, Center, Group, Loader, Menu, Paper, Stack, Text } from "@mantine/core";
import type { EventAttendee } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatDateTime } from "@studiodesk/core/rules/date-formats";
import {
  attendanceIssue,
  occurrenceStartFromQuery,
  takesNewAttendees,
} from "@studiodesk/core/rules/events";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconChevronLeft, IconChevronRight, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { ExportMenuItem } from "../../../shared/components/ExportMenuItem";
import { OptionsMenu } from "../../../shared/components/OptionsMenu";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure } from "../../../shared/components/QueryState";
import { RedirectWithNotice } from "../../../shared/components/RedirectWithNotice";
import { SearchInput } from "../../../shared/components/SearchInput";
import { UnsavedChangesGuard } from "../../../shared/components/UnsavedChangesGuard";
import { isRefusal } from "../../../shared/failure-message";
import { memberProfilePath } from "../../../shared/member-profile-path";
import { notify } from "../../../shared/notify";
import { useOrganizationTimeZone } from "../../../shared/session";
import { useConfirmedDelete } from "../../../shared/use-confirmed-delete";
import { useFormDraft } from "../../../shared/use-form-draft";
import { useMemberSearch } from "../../../shared/use-member-search";
import { classQueryOptions } from "../classes/classes.api";
import { AddAttendeesModal } from "../components/attendees/AddAttendeesModal";
import { AttendeesTable, isCheckedIn } from "../components/attendees/AttendeesTable";
import { notifyAttendanceFailure, useCheckIn } from "../components/attendees/use-check-in";
import {
  attendeesQueryOptions,
  eventQueryOptions,
  useAddAttendees,
  useRemoveAttendee,
  useUpdateAttendance,
} from "../schedule.api";
import type { AttendeesOf } from "../schedule-keys";

// 001 §2 Event attendees (/dashboard/schedule/event/{eventId}/users?eventStart). The date
// the event view was showing: a series' attendance is kept per date, so each date is a page
// of its own (typed attendance never carries over to another date).
export function EventAttendeesPage() {
  const { eventId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const eventStart = occurrenceStartFromQuery(searchParams.get("eventStart"));
  return <EventAttendeesAtDate key={eventStart ?? ""} eventId={eventId} eventStart={eventStart} />;
}

// Typed attendance by attendee, not saved yet; null is a box the admin emptied.
type Edits = Record<string, number | null>;

function EventAttendeesAtDate({ eventId, eventStart }: AttendeesOf) {
  const navigate = useNavigate();
  const attendeesOf = { eventId, eventStart };
  const timeZone = useOrganizationTimeZone();
  const event = useQuery({
    ...eventQueryOptions(eventId, eventStart),
    enabled: Boolean(eventId),
  });
  const attendees = useQuery({
    ...attendeesQueryOptions(attendeesOf),
    enabled: Boolean(eventId),
  });
  // An event of a class takes no one new once its class is cancelled (the API refuses it).
  const classId = event.data?.classId ?? "";
  const eventClass = useQuery({ ...classQueryOptions(classId), enabled: Boolean(classId) });
  const [edits, setEdits] = useState<Edits>({});
  const [isAdding, setIsAdding] = useState(false);
  const save = useUpdateAttendance(attendeesOf);
  const addAttendees = useAddAttendees(attendeesOf);
  const checkIn = useCheckIn(attendeesOf, (uids) =>
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([uid]) => !uids.includes(uid))),
    ),
  );
  const removal = useConfirmedDelete(useRemoveAttendee(attendeesOf), {
    idOf: (attendee: EventAttendee) => attendee.userData.uid,
    titleOf: () => MESSAGES.removeAttendee,
    fallbackTitle: MESSAGES.removeAttendee,
    message: ({ userData }) =>
      `Remove ${userData.firstName} ${userData.lastName} from this event? Their ticket goes back to the remaining quantity.`,
    doneMessage: () => null,
    isKeptOnFailure: true,
  });
  const list = attendees.data?.attendees ?? [];
  const search = useMemberSearch("Search attendees");
  const visible = list.filter((attendee) => search.matches(attendee.userData));
  const existing = useMemo(() => new Set(list.map((attendee) => attendee.userData.uid)), [list]);
  // 001 §2 "Save button enabled only after attendance edits": a number that differs from the
  // saved one. Typing 1 and emptying the box again is no edit (it saved the member Absent).
  const attendanceChanges = Object.entries(edits).flatMap(([uid, quantity]) => {
    const saved = list.find((attendee) => attendee.userData.uid === uid)?.eventData.attendance;
    return quantity === null || quantity === saved?.quantity ? [] : [{ uid, quantity }];
  });
  const hasEdits = attendanceChanges.length > 0;
  // The typed attendance of this date (the address names it) survives a forced sign-in. A
  // draft is JSON, so none of its boxes is undefined.
  useFormDraft("attendance", edits, (draft) => setEdits(draft as Edits), { isEdited: hasEdits });
  // A number past an attendee's tickets stays in its box with the reason under it; Save waits.
  const hasAttendanceOutOfRange = attendanceChanges.some(({ uid, quantity }) => {
    const attendee = list.find((entry) => entry.userData.uid === uid);
    return (
      attendee !== undefined && attendanceIssue(quantity, attendee.eventData.quantity) !== null
    );
  });
  const canAddAttendees =
    !event.data ||
    takesNewAttendees({
      isCancelled: event.data.isCancelled,
      isRecurring: event.data.recurrence !== null,
      oneTimePurchase: event.data.price?.oneTimePurchase ?? false,
      isClassCancelled: eventClass.data?.isCancelled ?? false,
    });
  const isEveryoneCheckedIn = list.every(isCheckedIn);
  // 001 §4 "cancelled (irreversible)": a cancelled event or date takes no attendance (the API
  // refuses it); its controls stay, dimmed, with the reason above the table.
  const isDateCancelled = event.data?.isCancelled ?? false;

  if (!eventId || isRefusal(event.error) || isRefusal(attendees.error)) {
    return <RedirectWithNotice to="/dashboard/schedule" notice={MESSAGES.eventNotFound} />;
  }

  const saveAttendance = () => {
    save.mutate(
      { attendance: attendanceChanges },
      {
        onSuccess: () => {
          setEdits({});
          notify(MESSAGES.attendanceUpdated, "success");
        },
        onError: notifyAttendanceFailure,
      },
    );
  };

  return (
    <>
      <UnsavedChangesGuard isDirty={hasEdits} />
      <PageHeader
        title={event.data ? `${event.data.eventTitle} Attendees` : MESSAGES.eventAttendees}
        actions={
          <Group gap="sm">
            <OptionsMenu>
              {/* A cancelled event takes no one new (the API refuses it): the item stays, dimmed. */}
              <Menu.Item disabled={!canAddAttendees} onClick={() => setIsAdding(true)}>
                {MESSAGES.addAttendees}
              </Menu.Item>
              <ExportMenuItem
                request={{ kind: "eventUsers", eventId, ...(eventStart ? { eventStart } : {}) }}
              >
                {MESSAGES.exportData}
              </ExportMenuItem>
            </OptionsMenu>
            <Button
              variant="default"
              onClick={() => checkIn.checkInAll(list)}
              disabled={isEveryoneCheckedIn || isDateCancelled}
              loading={checkIn.isCheckingInAll}
            >
              {MESSAGES.checkInAll}
            </Button>
            <Button
              onClick={saveAttendance}
              disabled={!hasEdits || hasAttendanceOutOfRange || isDateCancelled}
              loading={save.isPending}
            >
              {MESSAGES.save}
            </Button>
          </Group>
        }
      />
      <Paper withBorder p="lg">
        <Stack>
          {event.data?.recurrence && attendees.data && (
            // Which date of the series the check-ins below are for, and the way to the others.
            <Group justify="space-between" gap="sm">
              <Text fw={500}>
                {fillMessage(MESSAGES.attendanceFor, {
                  subject: formatDateTime(event.data.eventStart, timeZone),
                })}
              </Text>
              <Group gap="xs">
                <DateStepButton
                  label={MESSAGES.previousDate}
                  date={attendees.data.date.previous}
                  icon={<IconChevronLeft size={16} aria-hidden />}
                />
                <DateStepButton
                  label={MESSAGES.nextDate}
                  date={attendees.data.date.next}
                  icon={<IconChevronRight size={16} aria-hidden />}
                  isIconRight
                />
              </Group>
            </Group>
          )}
          {isDateCancelled && (
            <Group gap="xs" c="dimmed" role="note">
              <IconInfoCircle size={16} aria-hidden />
              <Text size="sm">{MESSAGES.attendanceOnCancelledDate}</Text>
            </Group>
          )}
          <SearchInput {...search.searchProps} maw={360} />
          {attendees.isLoading ? (
            <Center py="xl">
              <Loader role="status" aria-label={MESSAGES.loadingAttendees} />
            </Center>
          ) : attendees.isError ? (
            <LoadFailure error={attendees.error} onRetry={attendees.refetch} />
          ) : visible.length === 0 ? (
            <Text c="dimmed">
              {list.length === 0 ? MESSAGES.noAttendeesYet : MESSAGES.noUsersFound}
            </Text>
          ) : (
            <AttendeesTable
              attendees={visible}
              edits={edits}
              onAttendanceChange={(uid, quantity) =>
                setEdits((current) => ({ ...current, [uid]: quantity }))
              }
              onCheckIn={checkIn.toggle}
              savingUid={checkIn.savingUid}
              isAttendanceLocked={isDateCancelled}
              onViewProfile={(uid) => void navigate(memberProfilePath(uid))}
              onRemove={removal.ask}
            />
          )}
          <Group gap="xs" c="dimmed">
            <IconInfoCircle size={16} />
            <Text size="sm">{MESSAGES.attendeesQuantityTip}</Text>
          </Group>
        </Stack>
      </Paper>
      <AddAttendeesModal
        add={addAttendees}
        opened={isAdding}
        existing={existing}
        onClose={() => setIsAdding(false)}
      />
      <ConfirmDialog {...removal.dialog} confirmLabel={MESSAGES.remove} />
    </>
  );
}

type DateStepButtonProps = {
  label: string;
  date: string | null;
  icon: ReactNode;
  isIconRight?: boolean;
};

// Opens the series' date on one side (disabled at its ends). A navigation: typed attendance
// not saved yet is guarded like any other leave.
function DateStepButton({ label, date, icon, isIconRight = false }: DateStepButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      size="xs"
      disabled={!date}
      leftSection={isIconRight ? undefined : icon}
      rightSection={isIconRight ? icon : undefined}
      onClick={() =>
        date && void navigate({ search: `?${new URLSearchParams({ eventStart: date })}` })
      }
    >
      {label}
    </Button>
  );
}
