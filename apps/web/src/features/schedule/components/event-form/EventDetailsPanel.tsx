import { Fieldset, Stack } from "@mantine/core";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { ImageFileField } from "../../../../shared/components/ImageFileField";
import { inputsToInstant } from "../../schedule-format";
import { EventInfoFields } from "../event-fields/EventInfoFields";
import type { FieldsProps } from "../event-fields/event-field-values";
import { LocationFields } from "../event-fields/LocationFields";
import { StartFields } from "../event-fields/StartFields";
import { RecurrenceFields } from "../RecurrenceFields";
import type { EventFormValues } from "./event-form-values";

type PanelProps = FieldsProps<EventFormValues> & { timeZone: string };

// 001 §2 New event: Event Details (general info with image, date and time, location).
export function EventDetailsPanel({ values, set, timeZone }: PanelProps) {
  const start = inputsToInstant(values.startDate, values.startTime || "12:00", timeZone);
  return (
    <Stack gap="lg">
      <Fieldset legend="General Information">
        <Stack>
          <ImageFileField
            label="Event Image"
            previewAlt="Selected event image"
            file={values.image}
            onChange={(image) => set({ image })}
          />
          <EventInfoFields values={values} set={set} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Date and Time">
        <Stack>
          <StartFields values={values} set={set} isRequired />
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
        <LocationFields values={values} set={set} />
      </Fieldset>
    </Stack>
  );
}
