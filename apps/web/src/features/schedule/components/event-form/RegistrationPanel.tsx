import { Stack, Switch, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { AgeLimitFields } from "../event-fields/AgeLimitFields";
import { AttendeeLimitFields } from "../event-fields/AttendeeLimitFields";
import { EventButtonFields } from "../event-fields/EventButtonFields";
import type {
  AgeLimitValues,
  AttendeeLimitValues,
  EventButtonValues,
  FieldsProps,
  RegistrationWindowValues,
} from "../event-fields/event-field-values";
import { RegistrationWindowFields } from "../event-fields/RegistrationWindowFields";

// What the registration tab edits; the New Class wizard has the same groups.
export type RegistrationValues = RegistrationWindowValues &
  AttendeeLimitValues &
  AgeLimitValues &
  EventButtonValues & { requiredDocuments: boolean; hasCustomButton: boolean };

type PanelProps = FieldsProps<RegistrationValues> & {
  isPaid: boolean;
  // "event" or "class", in the window's description and the paid note.
  noun?: string;
};

// 001 §2 New event (and New class): Registration (windows, attendee limit, age limit,
// documents, button).
export function RegistrationPanel({ values, set, isPaid, noun = "event" }: PanelProps) {
  return (
    <Stack maw={560}>
      <RegistrationWindowFields
        values={values}
        set={set}
        description={fillMessage(MESSAGES.beforeEventOrClassStarts, { noun })}
      />
      <AttendeeLimitFields values={values} set={set} />
      <AgeLimitFields values={values} set={set} isStartAgeRequired />
      <Switch
        label={MESSAGES.requiredDocuments}
        checked={values.requiredDocuments}
        onChange={(e) => set({ requiredDocuments: e.currentTarget.checked })}
      />
      {/* 001 §4: custom button off clears its title and link. */}
      <Switch
        label={MESSAGES.customButton}
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
        <EventButtonFields
          values={values}
          set={set}
          isPaid={isPaid}
          paidNote={
            <Text size="sm" c="dimmed">
              {`A paid ${noun} takes payment in the app, so it has no custom button link.`}
            </Text>
          }
        />
      )}
    </Stack>
  );
}
