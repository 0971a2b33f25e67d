import { Fieldset, Group, TextInput } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { maskMinutes, maskTwoDigits } from "@studiodesk/core/rules/events";
import { fillMessage } from "@studiodesk/core/rules/fill-message";

type HoursMinutesInputProps = {
  legend: string;
  hours: string;
  minutes: string;
  onChange: (value: { hours: string; minutes: string }) => void;
  description?: string;
  // A rule's message for the pair, said under the hours and marked on both.
  error?: string | null;
};

// 001 §5: hours and minutes accept 1 or 2 digits (minutes up to 59); time = hours × 3600 +
// minutes × 60.
export function HoursMinutesInput({
  legend,
  hours,
  minutes,
  onChange,
  description,
  error,
}: HoursMinutesInputProps) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Group grow align="flex-start">
        <TextInput
          label={fillMessage(MESSAGES.hoursOf, { legend })}
          description={description}
          inputMode="numeric"
          error={error || undefined}
          value={hours}
          onChange={(event) =>
            onChange({ hours: maskTwoDigits(event.currentTarget.value), minutes })
          }
        />
        <TextInput
          label={fillMessage(MESSAGES.minutesOf, { legend })}
          inputMode="numeric"
          error={Boolean(error)}
          value={minutes}
          onChange={(event) => onChange({ hours, minutes: maskMinutes(event.currentTarget.value) })}
        />
      </Group>
    </Fieldset>
  );
}
