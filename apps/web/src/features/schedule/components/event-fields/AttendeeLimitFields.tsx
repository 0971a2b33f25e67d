import { NumberInput, Switch } from "@mantine/core";
import { MIN_MAX_USERS } from "@studiodesk/core/rules/events";
import type { AttendeeLimitValues, FieldsProps } from "./event-field-values";

// 001 §5: an optional limit on the number of attendees.
export function AttendeeLimitFields({ values, set }: FieldsProps<AttendeeLimitValues>) {
  return (
    <>
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
    </>
  );
}
