import type { EventAttendee, UpdateAttendanceRequest } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { attendanceMax } from "@studiodesk/core/rules/events";
import { useState } from "react";
import { ApiError } from "../../../../shared/api-client";
import { notify } from "../../../../shared/notify";
import { useUpdateAttendance } from "../../schedule.api";
import type { AttendeesOf } from "../../schedule-keys";
import { isCheckedIn } from "./AttendeesTable";

// An attendance save that failed: the server's reason for a refusal, else the spec's error.
export function notifyAttendanceFailure(error: Error): void {
  notify(
    error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.unknownError,
    "danger",
  );
}

// The saving key of Check In All (a row's is its attendee's id).
const CHECK_IN_ALL = "*";

const fullAttendance = (attendee: EventAttendee) => ({
  uid: attendee.userData.uid,
  quantity: attendanceMax(attendee.eventData.quantity),
});

// One-tap check-in (issue #21, beyond the spec): attendance = the attendee's tickets, saved at
// once through the spec's attendance update; tapping a checked-in attendee takes it back to
// not yet taken. `onSaved` hears whose attendance changed (their typed edits are stale).
export function useCheckIn(of: AttendeesOf, onSaved: (uids: string[]) => void) {
  const save = useUpdateAttendance(of);
  const [savingKey, setSavingKey] = useState<string | null>(null);

  const send = (attendance: UpdateAttendanceRequest["attendance"], key: string) => {
    if (attendance.length === 0) return;
    setSavingKey(key);
    save.mutate(
      { attendance },
      {
        onSuccess: () => onSaved(attendance.map((entry) => entry.uid)),
        onError: notifyAttendanceFailure,
        onSettled: () => setSavingKey(null),
      },
    );
  };

  return {
    toggle: (attendee: EventAttendee) =>
      send(
        [
          isCheckedIn(attendee)
            ? { uid: attendee.userData.uid, quantity: null }
            : fullAttendance(attendee),
        ],
        attendee.userData.uid,
      ),
    checkInAll: (attendees: EventAttendee[]) =>
      send(
        attendees.filter((attendee) => !isCheckedIn(attendee)).map(fullAttendance),
        CHECK_IN_ALL,
      ),
    savingUid: savingKey === CHECK_IN_ALL ? null : savingKey,
    isCheckingInAll: savingKey === CHECK_IN_ALL,
  };
}
