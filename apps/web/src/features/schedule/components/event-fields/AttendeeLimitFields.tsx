import { Switch } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { MAX_MAX_USERS, MIN_MAX_USERS } from "@studiodesk/core/rules/events";
import { NumberField } from "../../../../shared/components/NumberField";
import type { AttendeeLimitValues, FieldsProps } from "./event-field-values";
import { MAX_USERS_LABEL, MAX_USERS_MESSAGES } from "./limit-field-notes";

// 001 §5: an optional limit on the number of attendees.
export function AttendeeLimitFields({ values, set }: FieldsProps<AttendeeLimitValues>) {
  return (
    <>
      <Switch
        label={MESSAGES.limitAttendees}
        checked={values.hasMaxUsers}
        onChange={(e) => set({ hasMaxUsers: e.currentTarget.checked })}
      />
      {values.hasMaxUsers && (
        <NumberField
          label={MAX_USERS_LABEL}
          min={MIN_MAX_USERS}
          max={MAX_MAX_USERS}
          rangeMessages={MAX_USERS_MESSAGES}
          allowDecimal={false}
          value={values.eventMaxUsers}
          onChange={(eventMaxUsers) => set({ eventMaxUsers })}
        />
      )}
    </>
  );
}
