import { Fieldset, Stack } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { endDateBounds, latestScheduleDate } from "@studiodesk/core/rules/date-limits";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { weekdayOf } from "@studiodesk/core/rules/recurrence";
import { ImageFileField } from "../../../../shared/components/ImageFileField";
import { inputsToInstant } from "../../schedule-format";
import { EventInfoFields } from "../event-fields/EventInfoFields";
import type {
  EventInfoValues,
  FieldsProps,
  LocationValues,
  StartValues,
} from "../event-fields/event-field-values";
import { LocationFields } from "../event-fields/LocationFields";
import { StartFields } from "../event-fields/StartFields";
import { RecurrenceFields, type RecurrenceValues } from "../RecurrenceFields";
import type { WizardErrors } from "./use-wizard-values";

// What the details tab edits; the New Class wizard has the same groups.
export type DetailsValues = EventInfoValues &
  StartValues &
  LocationValues &
  RecurrenceValues & { image: File | null };

type PanelProps = FieldsProps<DetailsValues> & {
  timeZone: string;
  // "Event" or "Class": the image, title and description labels name it.
  noun?: string;
  // A class always recurs (001 §5 "a recurrence present"): no Recurring switch to turn off.
  isAlwaysRecurring?: boolean;
  // Touched fields' messages, shown next to them (issue #21).
  errors?: WizardErrors;
};

// 001 §2 New event (and New class): the Details tab (general info with image, date and
// time, location).
export function EventDetailsPanel({
  values,
  set,
  timeZone,
  noun = MESSAGES.event,
  isAlwaysRecurring = false,
  errors = {},
}: PanelProps) {
  const start = inputsToInstant(values.startDate, values.startTime || "12:00", timeZone);
  const latestDate = latestScheduleDate(new Date(), timeZone);
  // An event's end is capped at one year from now too; a class's only by its start (001 §5).
  const endBounds = endDateBounds(values.startDate, isAlwaysRecurring ? null : latestDate);
  return (
    <Stack gap="lg">
      <Fieldset legend={MESSAGES.generalInformation}>
        <Stack>
          <ImageFileField
            label={fillMessage(MESSAGES.eventOrClassImage, { noun })}
            previewAlt={
              noun === MESSAGES.class ? MESSAGES.selectedClassImage : MESSAGES.selectedEventImage
            }
            file={values.image}
            onChange={(image) => set({ image })}
          />
          <EventInfoFields
            values={values}
            set={set}
            titleLabel={fillMessage(MESSAGES.eventOrClassTitle, { noun })}
            descriptionLabel={fillMessage(MESSAGES.eventOrClassDescription, { noun })}
            titleError={errors.title}
            descriptionError={errors.description}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={MESSAGES.dateAndTime}>
        <Stack>
          <StartFields
            values={values}
            set={set}
            isRequired
            error={errors.start}
            latestDate={latestDate}
          />
          <RecurrenceFields
            values={values}
            startWeekday={start ? weekdayOf(start, timeZone) : null}
            endLabel={MESSAGES.recurrenceEndDate}
            isSwitchShown={!isAlwaysRecurring}
            recurrenceError={errors.recurrence}
            endError={errors.end}
            endBounds={endBounds}
            onChange={({ isRecurring, recurrenceTime, recurrenceDays, endDate }) =>
              set({ isRecurring, recurrenceTime, recurrenceDays, endDate })
            }
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={MESSAGES.location}>
        <LocationFields values={values} set={set} />
      </Fieldset>
    </Stack>
  );
}
