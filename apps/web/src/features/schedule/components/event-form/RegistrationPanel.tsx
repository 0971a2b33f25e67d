import { Checkbox, Group, NumberInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import { ageTitle, MIN_MAX_USERS, MIN_START_AGE } from "@studiodesk/core/rules/events";
import { HoursMinutesInput } from "../HoursMinutesInput";
import type { EventFormValues } from "./event-form-values";

type PanelProps = {
  values: EventFormValues;
  set: (changes: Partial<EventFormValues>) => void;
  isPaid: boolean;
};

// 001 §2 New event: Registration (windows, attendee limit, age limit, documents, button).
export function RegistrationPanel({ values, set, isPaid }: PanelProps) {
  const startAge = Number(values.startAge);
  const endAge = values.endAge === "" ? null : Number(values.endAge);
  return (
    <Stack maw={560}>
      <HoursMinutesInput
        legend="Registration Opens"
        description="Before the event starts"
        hours={values.registrationStartHours}
        minutes={values.registrationStartMinutes}
        onChange={({ hours, minutes }) =>
          set({ registrationStartHours: hours, registrationStartMinutes: minutes })
        }
      />
      <HoursMinutesInput
        legend="Registration Closes"
        description="Before the event starts"
        hours={values.registrationCloseHours}
        minutes={values.registrationCloseMinutes}
        onChange={({ hours, minutes }) =>
          set({ registrationCloseHours: hours, registrationCloseMinutes: minutes })
        }
      />
      <Switch
        label="Limit Attendees"
        checked={values.hasMaxUsers}
        onChange={(e) => set({ hasMaxUsers: e.currentTarget.checked })}
      />
      {values.hasMaxUsers && (
        <NumberInput
          label="Max Users"
          min={MIN_MAX_USERS}
          allowDecimal={false}
          value={values.eventMaxUsers}
          onChange={(eventMaxUsers) => set({ eventMaxUsers })}
        />
      )}
      {/* 001 §4: changing the age-limit switch clears the ages. */}
      <Switch
        label="Age Limit"
        checked={values.hasAgeLimit}
        onChange={(e) => set({ hasAgeLimit: e.currentTarget.checked, startAge: "", endAge: "" })}
      />
      {values.hasAgeLimit && (
        <>
          <Group grow align="flex-start">
            <NumberInput
              label="Start Age"
              withAsterisk
              min={MIN_START_AGE}
              allowDecimal={false}
              value={values.startAge}
              onChange={(startAge) => set({ startAge })}
            />
            <NumberInput
              label="End Age"
              min={startAge || MIN_START_AGE}
              allowDecimal={false}
              value={values.endAge}
              onChange={(endAge) => set({ endAge })}
            />
          </Group>
          <Checkbox
            label="Enforce Age Limit"
            checked={values.isAgeEnforced}
            onChange={(e) => set({ isAgeEnforced: e.currentTarget.checked })}
          />
          {startAge >= MIN_START_AGE && <Text size="sm">{ageTitle({ startAge, endAge })}</Text>}
        </>
      )}
      <Switch
        label="Required Documents"
        checked={values.requiredDocuments}
        onChange={(e) => set({ requiredDocuments: e.currentTarget.checked })}
      />
      {/* 001 §4: custom button off clears its title and link. */}
      <Switch
        label="Custom Button"
        checked={values.hasCustomButton}
        onChange={(e) =>
          set({
            hasCustomButton: e.currentTarget.checked,
            eventButtonTitle: "",
            eventButtonLink: "",
          })
        }
      />
      {values.hasCustomButton && (
        <>
          <TextInput
            label="Button Title"
            value={values.eventButtonTitle}
            onChange={(e) => set({ eventButtonTitle: e.currentTarget.value })}
          />
          {isPaid ? (
            <Text size="sm" c="dimmed">
              A paid event takes payment in the app, so it has no custom button link.
            </Text>
          ) : (
            <TextInput
              label="Button Link"
              type="url"
              placeholder="https://"
              value={values.eventButtonLink}
              onChange={(e) => set({ eventButtonLink: e.currentTarget.value })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
