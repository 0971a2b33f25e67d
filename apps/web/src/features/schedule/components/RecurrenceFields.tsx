import { Checkbox, Group, Stack, Switch, TextInput } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import {
  type RecurrenceOption,
  usesWeekdays,
  WEEKDAYS,
  type Weekday,
} from "@studiodesk/core/rules/recurrence";
import { RecurrenceSelect } from "../../../shared/components/RecurrenceSelect";
import { WEEKDAY_LABELS } from "../schedule-format";

export type RecurrenceValues = {
  isRecurring: boolean;
  recurrenceTime: RecurrenceOption | null;
  recurrenceDays: Weekday[];
  endDate: string;
};

type RecurrenceFieldsProps = {
  values: RecurrenceValues;
  // The start date's weekday, preselected when the series repeats by week (001 §5): shown
  // ticked while no day is chosen, so it follows the start date until the user picks days.
  startWeekday: Weekday | null;
  endLabel?: string;
  // A class always recurs: its view edits the recurrence without the Recurring switch.
  isSwitchShown?: boolean;
  onChange: (values: RecurrenceValues) => void;
  // Shown next to the option and the end date once touched (issue #21).
  recurrenceError?: string | undefined;
  endError?: string | undefined;
  // The end date picker's first and last dates (001 §5 Common limits; core endDateBounds).
  endBounds?: { min: string | undefined; max: string | undefined };
};

export function RecurrenceFields({
  values,
  startWeekday,
  endLabel = "End Date",
  isSwitchShown = true,
  onChange,
  recurrenceError,
  endError,
  endBounds,
}: RecurrenceFieldsProps) {
  const set = (changes: Partial<RecurrenceValues>) => onChange({ ...values, ...changes });
  // No chosen day means the start's weekday, as the server and core's expansion read it.
  const shownDays =
    values.recurrenceDays.length || !startWeekday ? values.recurrenceDays : [startWeekday];

  return (
    <Stack gap="sm">
      {isSwitchShown && (
        <Switch
          label={MESSAGES.recurring}
          checked={values.isRecurring}
          onChange={(event) =>
            set({ isRecurring: event.currentTarget.checked, recurrenceDays: [] })
          }
        />
      )}
      {values.isRecurring && (
        <>
          <RecurrenceSelect
            label={MESSAGES.recurrence}
            placeholder={MESSAGES.selectARecurrence}
            value={values.recurrenceTime}
            error={recurrenceError}
            onChange={(recurrenceTime) => set({ recurrenceTime, recurrenceDays: [] })}
          />
          {/* 001 §5: hidden for every day, every month and every year; days are sent empty. */}
          {values.recurrenceTime && usesWeekdays(values.recurrenceTime) && (
            <Checkbox.Group
              label={MESSAGES.days}
              value={shownDays}
              onChange={(days) => set({ recurrenceDays: days as Weekday[] })}
            >
              <Group gap="sm" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={WEEKDAY_LABELS[day]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <TextInput
            type="date"
            label={endLabel}
            value={values.endDate}
            min={endBounds?.min}
            max={endBounds?.max}
            error={endError}
            onChange={(event) => set({ endDate: event.currentTarget.value })}
          />
        </>
      )}
    </Stack>
  );
}
