import { Checkbox, Group, Switch, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { ageTitle, MAX_AGE, MIN_START_AGE } from "@studiodesk/core/rules/events";
import { NumberField } from "../../../../shared/components/NumberField";
import { type AgeLimitValues, type FieldsProps, numberOrNull } from "./event-field-values";

type AgeLimitFieldsProps = FieldsProps<AgeLimitValues> & { isStartAgeRequired?: boolean };

// The words of core ageIssue, which keeps Save & Publish (and Update) from sending them.
const START_AGE_MESSAGES = { belowMin: MESSAGES.startAgeMinimum, aboveMax: MESSAGES.ageMaximum };
const END_AGE_MESSAGES = { belowMin: MESSAGES.endAgeBelowStartAge, aboveMax: MESSAGES.ageMaximum };

// 001 §5: an optional age range, enforced or not, with the title the app shows for it.
export function AgeLimitFields({ values, set, isStartAgeRequired }: AgeLimitFieldsProps) {
  const startAge = Number(values.startAge);
  return (
    <>
      {/* 001 §4: changing the age-limit switch clears the ages. */}
      <Switch
        label="Age Limit"
        checked={values.hasAgeLimit}
        onChange={(e) => set({ hasAgeLimit: e.currentTarget.checked, startAge: "", endAge: "" })}
      />
      {values.hasAgeLimit && (
        <>
          <Group grow align="flex-start">
            <NumberField
              label="Start Age"
              withAsterisk={isStartAgeRequired}
              min={MIN_START_AGE}
              max={MAX_AGE}
              rangeMessages={START_AGE_MESSAGES}
              allowDecimal={false}
              value={values.startAge}
              onChange={(value) => set({ startAge: value })}
            />
            <NumberField
              label="End Age"
              min={startAge || MIN_START_AGE}
              max={MAX_AGE}
              rangeMessages={END_AGE_MESSAGES}
              allowDecimal={false}
              value={values.endAge}
              onChange={(value) => set({ endAge: value })}
            />
          </Group>
          <Checkbox
            label="Enforce Age Limit"
            checked={values.isAgeEnforced}
            onChange={(e) => set({ isAgeEnforced: e.currentTarget.checked })}
          />
          {startAge >= MIN_START_AGE && (
            <Text size="sm">{ageTitle({ startAge, endAge: numberOrNull(values.endAge) })}</Text>
          )}
        </>
      )}
    </>
  );
}
