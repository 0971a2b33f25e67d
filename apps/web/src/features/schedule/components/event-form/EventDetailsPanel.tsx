import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { inputsToInstant } from "../../schedule-format";
import { HoursMinutesInput } from "../HoursMinutesInput";
import { RecurrenceFields } from "../RecurrenceFields";
import { EventImageField } from "./EventImageField";
import type { EventFormValues } from "./event-form-values";

type PanelProps = {
  values: EventFormValues;
  set: (changes: Partial<EventFormValues>) => void;
  timeZone: string;
};

// 001 §2 New event: Event Details (general info with image, date and time, location).
export function EventDetailsPanel({ values, set, timeZone }: PanelProps) {
  const start = inputsToInstant(values.startDate, values.startTime || "12:00", timeZone);
  return (
    <Stack gap="lg">
      <Fieldset legend="General Information">
        <Stack>
          <EventImageField file={values.image} onChange={(image) => set({ image })} />
          <TextInput
            label="Event Title"
            withAsterisk
            value={values.eventTitle}
            onChange={(e) => set({ eventTitle: e.currentTarget.value })}
          />
          <Textarea
            label="Event Description"
            withAsterisk
            autosize
            minRows={3}
            value={values.eventDescription}
            onChange={(e) => set({ eventDescription: e.currentTarget.value })}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Date and Time">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Start Date"
              withAsterisk
              value={values.startDate}
              onChange={(e) => set({ startDate: e.currentTarget.value })}
            />
            <TimeInput
              label="Start Time"
              withAsterisk
              value={values.startTime}
              onChange={(e) => set({ startTime: e.currentTarget.value })}
            />
          </SimpleGrid>
          <HoursMinutesInput
            legend="Duration"
            hours={values.durationHours}
            minutes={values.durationMinutes}
            onChange={({ hours, minutes }) =>
              set({ durationHours: hours, durationMinutes: minutes })
            }
          />
          <RecurrenceFields
            values={values}
            startWeekday={start ? weekdayOf(start, timeZone) : null}
            endLabel="Recurrence End Date"
            onChange={({ isRecurring, recurrenceTime, recurrenceDays, endDate }) =>
              set({ isRecurring, recurrenceTime, recurrenceDays, endDate })
            }
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Location">
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
      </Fieldset>
    </Stack>
  );
}
