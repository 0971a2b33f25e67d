import { Badge, Button, Group } from "@mantine/core";
import type { EventAttendee } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  ATTENDANCE_RANGE_MESSAGES,
  attendanceMax,
  attendeeCheckInStatus,
  type CheckInStatus,
} from "@studiodesk/core/rules/events";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconCheck } from "@tabler/icons-react";
import { DataTable } from "../../../../shared/components/DataTable";
import { MemberNameCell } from "../../../../shared/components/MemberNameCell";
import { NumberField } from "../../../../shared/components/NumberField";
import { memberFullName } from "../../../../shared/formats";
import { DOCUMENT_LABELS } from "./document-labels";
import { ProfileAndRemoveActions } from "./ProfileAndRemoveActions";

type AttendeesTableProps = {
  attendees: EventAttendee[];
  // Attendance typed in but not saved yet, by user id.
  // Typed attendance by uid; null is a box the admin emptied.
  edits: Record<string, number | null>;
  onAttendanceChange: (uid: string, quantity: number | null) => void;
  // One-tap check-in (issue #21): saves at once; a checked-in attendee is taken back.
  onCheckIn: (attendee: EventAttendee) => void;
  // The attendee whose check-in is being saved.
  savingUid: string | null;
  // A cancelled event or date: its check-ins and attendance boxes are dimmed.
  isAttendanceLocked: boolean;
  onViewProfile: (uid: string) => void;
  onRemove: (attendee: EventAttendee) => void;
};

const STATUS_COLORS: Record<CheckInStatus, string> = {
  Present: "green",
  Partial: "yellow",
  Absent: "red",
  "Not yet": "gray",
};

const fullName = (attendee: EventAttendee) => memberFullName(attendee.userData);

function AttendanceBadge({ attendee }: { attendee: EventAttendee }) {
  const status = attendeeCheckInStatus(attendee.eventData);
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]}>
      {status}
    </Badge>
  );
}

// Whether the attendee's saved attendance covers all their tickets.
export const isCheckedIn = (attendee: EventAttendee) =>
  attendeeCheckInStatus(attendee.eventData) === "Present";

// 001 §2 Event attendees: Name (the members table's photo, name and leader star), Quantity, Documents, Attendance (0 to the attendee's
// tickets or 1) with its status, and the row actions view profile and remove; beyond the
// spec (issue #21), a Check In toggle per row.
export function AttendeesTable({
  attendees,
  edits,
  onAttendanceChange,
  onCheckIn,
  savingUid,
  isAttendanceLocked,
  onViewProfile,
  onRemove,
}: AttendeesTableProps) {
  // The box shows the typed number, else the saved one; the status only the saved one.
  const boxValueOf = (attendee: EventAttendee) => {
    const typed = edits[attendee.userData.uid];
    return typed === null ? "" : (typed ?? attendee.eventData.attendance?.quantity ?? "");
  };
  return (
    <DataTable
      rows={attendees}
      rowKey={(attendee) => attendee.userData.uid}
      minWidth={840}
      striped
      columns={[
        {
          header: MESSAGES.name,
          cell: ({ userData }) => (
            <MemberNameCell
              firstName={userData.firstName}
              lastName={userData.lastName}
              photoUrl={userData.profilePhotoURL}
              isLeader={userData.isLeader}
            />
          ),
        },
        {
          header: MESSAGES.checkIn,
          cell: (attendee) => {
            const isDone = isCheckedIn(attendee);
            return (
              // A toggle: pressed once checked in; its name keeps the visible "Check In".
              <Button
                size="xs"
                variant={isDone ? "filled" : "default"}
                leftSection={isDone ? <IconCheck size={14} aria-hidden /> : undefined}
                aria-label={fillMessage(MESSAGES.checkInNamed, { name: fullName(attendee) })}
                aria-pressed={isDone}
                loading={savingUid === attendee.userData.uid}
                disabled={isAttendanceLocked}
                onClick={() => onCheckIn(attendee)}
              >
                {MESSAGES.checkIn}
              </Button>
            );
          },
        },
        { header: MESSAGES.quantity, cell: (attendee) => attendee.eventData.quantity },
        {
          header: MESSAGES.documents,
          cell: (attendee) => DOCUMENT_LABELS[attendee.userData.documentStatus],
        },
        {
          header: MESSAGES.attendance,
          cell: (attendee) => (
            <NumberField
              aria-label={fillMessage(MESSAGES.attendanceFor, { subject: fullName(attendee) })}
              w={96}
              min={0}
              max={attendanceMax(attendee.eventData.quantity)}
              rangeMessages={ATTENDANCE_RANGE_MESSAGES}
              allowDecimal={false}
              allowNegative={false}
              disabled={isAttendanceLocked}
              value={boxValueOf(attendee)}
              onChange={(value) =>
                onAttendanceChange(attendee.userData.uid, value === "" ? null : Number(value) || 0)
              }
            />
          ),
        },
        {
          header: MESSAGES.status,
          cell: (attendee) => <AttendanceBadge attendee={attendee} />,
        },
        {
          header: MESSAGES.actions,
          cell: (attendee) => (
            <Group gap={4} wrap="nowrap">
              <ProfileAndRemoveActions
                name={fullName(attendee)}
                onViewProfile={() => onViewProfile(attendee.userData.uid)}
                onRemove={() => onRemove(attendee)}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
