import { Stack, Switch } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { AdditionalSettingsFields } from "../event-fields/AdditionalSettingsFields";
import type { AdditionalSettingsValues, FieldsProps } from "../event-fields/event-field-values";
import { SettingSwitches } from "../event-fields/SettingSwitches";

// What the settings tab edits; the New Class wizard has the same groups.
export type SettingsValues = AdditionalSettingsValues & {
  hasLeaders: boolean;
  isOnCalendar: boolean;
  isPrivate: boolean;
  isFeatured: boolean;
};

type PanelProps = FieldsProps<SettingsValues> & {
  isWebsiteActive: boolean;
  // "Event" or "Class", in the switches' and the policy's labels.
  noun?: string;
};

// The wizard's own visibility switches, in the spec's order.
const visibilitySwitches = (noun: string) =>
  [
    { key: "isOnCalendar", label: MESSAGES.showOnCalendar },
    { key: "isPrivate", label: fillMessage(MESSAGES.privateEventOrClass, { noun }) },
    { key: "isFeatured", label: fillMessage(MESSAGES.featuredEventOrClass, { noun }) },
  ] as const;

// 001 §2 New event (and New class): Additional Settings (leaders, visibility, colour,
// policy, featured).
export function AdditionalSettingsPanel({
  values,
  set,
  isWebsiteActive,
  noun = MESSAGES.event,
}: PanelProps) {
  return (
    <Stack maw={560}>
      <AdditionalSettingsFields
        values={values}
        set={set}
        isWebsiteActive={isWebsiteActive}
        hasLeaders={values.hasLeaders}
        leadersPlaceholder
        policyLabel={fillMessage(MESSAGES.eventOrClassPolicy, { noun })}
        header={
          <Switch
            label={fillMessage(MESSAGES.eventOrClassLeaders, { noun })}
            checked={values.hasLeaders}
            onChange={(e) => set({ hasLeaders: e.currentTarget.checked, eventLeaders: [] })}
          />
        }
      >
        <SettingSwitches switches={visibilitySwitches(noun)} values={values} set={set} />
      </AdditionalSettingsFields>
    </Stack>
  );
}
