import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ScheduleEvent } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import { latestScheduleDate } from "@studiodesk/core/rules/date-limits";
import { eventButtonText, eventStatus } from "@studiodesk/core/rules/events";
import type { ReactNode } from "react";
import { recurrenceSummary } from "../../schedule-format";
import { EventInfoFields } from "../event-fields/EventInfoFields";
import type { FieldsProps } from "../event-fields/event-field-values";
import { LocationFields } from "../event-fields/LocationFields";
import { StartFields } from "../event-fields/StartFields";
import type { EventEditValues } from "./event-edit-values";

export type CardProps = FieldsProps<EventEditValues> & { event: ScheduleEvent; timeZone: string };

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
  [MESSAGES.eventStatusCancelled]: "red",
  [MESSAGES.eventStatusSoldOut]: "orange",
  [MESSAGES.eventStatusOnTime]: "green",
};

const recurrenceText = (event: ScheduleEvent, timeZone: string) =>
  recurrenceSummary(event.recurrence, event.eventEnd, timeZone);

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
    <EventCard title={MESSAGES.event}>
      <Stack>
        <Group gap="sm">
          <Text size="sm" fw={500}>
            {MESSAGES.status}
          </Text>
          <Badge variant="dot" color={STATUS_COLORS[status] ?? "gray"}>
            {status}
          </Badge>
          <Text size="sm" fw={500} ml="md">
            {MESSAGES.button}
          </Text>
          <Badge variant="outline">{buttonText}</Badge>
        </Group>
        {recurrence && (
          <Text size="sm" c="dimmed">
            {MESSAGES.repeats} {recurrence}
          </Text>
        )}
        <EventInfoFields values={values} set={set} disabled={event.isCancelled} />
        <StartFields
          values={values}
          set={set}
          disabled={event.isCancelled}
          latestDate={latestScheduleDate(new Date(), timeZone)}
        />
      </Stack>
    </EventCard>
  );
}

export function EventLocationCard({ values, set }: CardProps) {
  return (
    <EventCard title={MESSAGES.location}>
      <LocationFields values={values} set={set} />
    </EventCard>
  );
}
