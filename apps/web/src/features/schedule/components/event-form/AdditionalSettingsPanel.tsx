import { Stack, Switch } from "@mantine/core";
import { AdditionalSettingsFields } from "../event-fields/AdditionalSettingsFields";
import type { FieldsProps } from "../event-fields/event-field-values";
import type { EventFormValues } from "./event-form-values";

type PanelProps = FieldsProps<EventFormValues> & { isWebsiteActive: boolean };

// The wizard's own visibility switches, in the spec's order.
const VISIBILITY_SWITCHES = [
  { key: "isOnCalendar", label: "Show On Calendar" },
  { key: "isPrivate", label: "Private Event" },
  { key: "isFeatured", label: "Featured Event" },
] as const;

// 001 §2 New event: Additional Settings (leaders, visibility, colour, policy, featured).
export function AdditionalSettingsPanel({ values, set, isWebsiteActive }: PanelProps) {
  return (
    <Stack maw={560}>
      <AdditionalSettingsFields
        values={values}
        set={set}
        isWebsiteActive={isWebsiteActive}
        hasLeaders={values.hasLeaders}
        leadersPlaceholder
        header={
          <Switch
            label="Event Leaders"
            checked={values.hasLeaders}
            onChange={(e) => set({ hasLeaders: e.currentTarget.checked, eventLeaders: [] })}
          />
        }
      >
        {VISIBILITY_SWITCHES.map(({ key, label }) => (
          <Switch
            key={key}
            label={label}
            checked={values[key]}
            onChange={(e) => set({ [key]: e.currentTarget.checked })}
          />
        ))}
      </AdditionalSettingsFields>
    </Stack>
  );
}
