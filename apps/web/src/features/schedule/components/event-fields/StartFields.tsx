import { SimpleGrid, TextInput } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { MESSAGES } from "@studiodesk/core/messages";
import { HoursMinutesInput } from "../HoursMinutesInput";
import type { FieldsProps, StartValues } from "./event-field-values";

type StartFieldsProps = FieldsProps<StartValues> & {
  // A new event or calendar item must have a start; a saved one already has one.
  isRequired?: boolean;
  disabled?: boolean;
  // The start's or the duration's issue, shown once touched (issue #21).
  error?: string | undefined;
  // The last date the picker offers (001 §5: starts are capped at one year from now).
  latestDate?: string | undefined;
};

// 001 §5: start date and time in the organization's time zone, and the duration.
export function StartFields({
  values,
  set,
  isRequired,
  disabled,
  error,
  latestDate,
}: StartFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={MESSAGES.startDate}
          withAsterisk={isRequired}
          value={values.startDate}
          max={latestDate}
          error={error}
          onChange={(e) => set({ startDate: e.currentTarget.value })}
          disabled={disabled}
        />
        <TimeInput
          label={MESSAGES.startTime}
          withAsterisk={isRequired}
          value={values.startTime}
          onChange={(e) => set({ startTime: e.currentTarget.value })}
          disabled={disabled}
        />
      </SimpleGrid>
      <HoursMinutesInput
        legend={MESSAGES.duration}
        hours={values.durationHours}
        minutes={values.durationMinutes}
        onChange={({ hours, minutes }) => set({ durationHours: hours, durationMinutes: minutes })}
      />
    </>
  );
}
