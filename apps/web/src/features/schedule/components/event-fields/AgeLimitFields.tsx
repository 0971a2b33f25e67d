import { Checkbox, Group, Switch, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { ageTitle, MAX_AGE, MIN_START_AGE } from "@studiodesk/core/rules/events";
import { NumberField } from "../../../../shared/components/NumberField";
import { type AgeLimitValues, type FieldsProps, numberOrNull } from "./event-field-values";
import {
  END_AGE_LABEL,
  END_AGE_MESSAGES,
  endAgeMinimum,
  START_AGE_LABEL,
  START_AGE_MESSAGES,
} from "./limit-field-notes";

type AgeLimitFieldsProps = FieldsProps<AgeLimitValues> & { isStartAgeRequired?: boolean };

// 001 §5: an optional age range, enforced or not, with the title the app shows for it.
export function AgeLimitFields({ values, set, isStartAgeRequired }: AgeLimitFieldsProps) {
  const startAge = Number(values.startAge);
  return (
    <>
      {/* 001 §4: changing the age-limit switch clears the ages. */}
      <Switch
        label={MESSAGES.ageLimit}
        checked={values.hasAgeLimit}
        onChange={(e) => set({ hasAgeLimit: e.currentTarget.checked, startAge: "", endAge: "" })}
      />
      {values.hasAgeLimit && (
        <>
          <Group grow align="flex-start">
            <NumberField
              label={START_AGE_LABEL}
              withAsterisk={isStartAgeRequired}
              min={MIN_START_AGE}
              max={MAX_AGE}
              rangeMessages={START_AGE_MESSAGES}
              allowDecimal={false}
              value={values.startAge}
              onChange={(value) => set({ startAge: value })}
            />
            <NumberField
              label={END_AGE_LABEL}
              min={endAgeMinimum(values.startAge)}
              max={MAX_AGE}
              rangeMessages={END_AGE_MESSAGES}
              allowDecimal={false}
              value={values.endAge}
              onChange={(value) => set({ endAge: value })}
            />
          </Group>
          <Checkbox
            label={MESSAGES.enforceAgeLimit}
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
