import { ActionIcon, Badge, Group, NumberInput, Table, Text, Tooltip } from "@mantine/core";
import type { EventAttendee } from "@studiodesk/core/contracts/schedule";
import {
  type AttendanceStatus,
  attendanceMax,
  attendanceStatus,
} from "@studiodesk/core/rules/events";
import { IconTrash, IconUser } from "@tabler/icons-react";

type AttendeesTableProps = {
  attendees: EventAttendee[];
  // Attendance typed in but not saved yet, by user id.
  edits: Record<string, number>;
  onAttendanceChange: (uid: string, quantity: number) => void;
  onViewProfile: (uid: string) => void;
  onRemove: (attendee: EventAttendee) => void;
};

const STATUS_COLORS: Record<AttendanceStatus, string> = {
  present: "green",
  partial: "yellow",
  "no show": "red",
};

const DOCUMENT_LABELS = {
  notRequired: "Not Required",
  signed: "Signed",
  unsigned: "Not Signed",
} as const;

const fullName = (attendee: EventAttendee) =>
  `${attendee.userData.firstName} ${attendee.userData.lastName}`;

// 001 §2 Event attendees: Name, Quantity, Documents, Attendance (0 to the attendee's
// tickets or 1) with its status, and the row actions view profile and remove.
export function AttendeesTable({
  attendees,
  edits,
  onAttendanceChange,
  onViewProfile,
  onRemove,
}: AttendeesTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Documents</Table.Th>
            <Table.Th>Attendance</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <Text span size="sm" fw={700}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attendees.map((attendee) => {
            const { uid } = attendee.userData;
            const name = fullName(attendee);
            const saved = attendee.eventData.attendance?.quantity;
            const attended = edits[uid] ?? saved;
            const status =
              attended === undefined
                ? null
                : attendanceStatus(attended, attendee.eventData.quantity);
            return (
              <Table.Tr key={uid}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{attendee.eventData.quantity}</Table.Td>
                <Table.Td>{DOCUMENT_LABELS[attendee.userData.documentStatus]}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Attendance for ${name}`}
                    w={96}
                    min={0}
                    max={attendanceMax(attendee.eventData.quantity)}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={attended ?? ""}
                    onChange={(value) => onAttendanceChange(uid, Number(value) || 0)}
                  />
                </Table.Td>
                <Table.Td>
                  {status ? (
                    <Badge variant="dot" tt="none" color={STATUS_COLORS[status]}>
                      {status}
                    </Badge>
                  ) : (
                    <Text c="dimmed">—</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="View profile">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`View profile of ${name}`}
                        onClick={() => onViewProfile(uid)}
                      >
                        <IconUser size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name}`}
                        onClick={() => onRemove(attendee)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
