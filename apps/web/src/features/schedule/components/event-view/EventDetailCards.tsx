import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { eventButtonText, eventStatus } from "@studiodesk/core/rules/events";
import type { ReactNode } from "react";
import { formatDate, RECURRENCE_LABELS, WEEKDAY_LABELS } from "../../schedule-format";
import { HoursMinutesInput } from "../HoursMinutesInput";
import type { EventEditValues } from "./event-edit-values";

export type CardProps = {
  event: ScheduleEvent;
  values: EventEditValues;
  set: (changes: Partial<EventEditValues>) => void;
  timeZone: string;
};

export function EventCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const STATUS_COLORS: Record<string, string> = {
  Cancelled: "red",
  "Sold Out": "orange",
  "On Time": "green",
};

function recurrenceText(event: ScheduleEvent, timeZone: string): string | null {
  if (!event.recurrence) return null;
  const days = event.recurrence.recurrenceDays.map((day) => WEEKDAY_LABELS[day]).join(", ");
  const until = event.eventEnd ? ` until ${formatDate(event.eventEnd, timeZone)}` : "";
  return `${RECURRENCE_LABELS[event.recurrence.recurrenceTime]}${days ? ` on ${days}` : ""}${until}`;
}

// 001 §2 Event view, title card; 000 §4 event status and button text.
export function EventTitleCard({ event, values, set, timeZone }: CardProps) {
  const state = { isCancelled: event.isCancelled, quantity: event.price?.quantity ?? null };
  const status = eventStatus(state);
  const buttonText = eventButtonText({
    ...state,
    eventButtonTitle: event.eventButtonTitle,
    priceAmount: event.price?.amount ?? null,
  });
  const recurrence = recurrenceText(event, timeZone);
  return (
    <EventCard title="Event">
      <Stack>
        <Group gap="sm">
          <Text size="sm" fw={500}>
            Status
          </Text>
          <Badge variant="dot" tt="none" color={STATUS_COLORS[status] ?? "gray"}>
            {status}
          </Badge>
          <Text size="sm" fw={500} ml="md">
            Button
          </Text>
          <Badge variant="outline" tt="none">
            {buttonText}
          </Badge>
        </Group>
        {recurrence && (
          <Text size="sm" c="dimmed">
            Repeats {recurrence}
          </Text>
        )}
        <TextInput
          label="Event Title"
          withAsterisk
          value={values.eventTitle}
          onChange={(e) => set({ eventTitle: e.currentTarget.value })}
          disabled={event.isCancelled}
        />
        <Textarea
          label="Event Description"
          withAsterisk
          autosize
          minRows={3}
          value={values.eventDescription}
          onChange={(e) => set({ eventDescription: e.currentTarget.value })}
          disabled={event.isCancelled}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Start Date"
            value={values.startDate}
            onChange={(e) => set({ startDate: e.currentTarget.value })}
            disabled={event.isCancelled}
          />
          <TimeInput
            label="Start Time"
            value={values.startTime}
            onChange={(e) => set({ startTime: e.currentTarget.value })}
            disabled={event.isCancelled}
          />
        </SimpleGrid>
        <HoursMinutesInput
          legend="Duration"
          hours={values.durationHours}
          minutes={values.durationMinutes}
          onChange={({ hours, minutes }) => set({ durationHours: hours, durationMinutes: minutes })}
        />
      </Stack>
    </EventCard>
  );
}

export function EventLocationCard({ values, set }: CardProps) {
  return (
    <EventCard title="Location">
      <Stack>
        <TextInput
          label="Location Title"
          value={values.locationTitle}
          onChange={(e) => set({ locationTitle: e.currentTarget.value })}
        />
        <Textarea
          label="Location Description"
          autosize
          minRows={2}
          value={values.locationDescription}
          onChange={(e) => set({ locationDescription: e.currentTarget.value })}
        />
      </Stack>
    </EventCard>
  );
}
