import { Textarea, TextInput } from "@mantine/core";
import type { EventInfoValues, FieldsProps } from "./event-field-values";

type EventInfoFieldsProps = FieldsProps<EventInfoValues> & { disabled?: boolean };

// 001 §5 Event: the title and description, both required.
export function EventInfoFields({ values, set, disabled }: EventInfoFieldsProps) {
  return (
    <>
      <TextInput
        label="Event Title"
        withAsterisk
        value={values.eventTitle}
        onChange={(e) => set({ eventTitle: e.currentTarget.value })}
        disabled={disabled}
      />
      <Textarea
        label="Event Description"
        withAsterisk
        autosize
        minRows={3}
        value={values.eventDescription}
        onChange={(e) => set({ eventDescription: e.currentTarget.value })}
        disabled={disabled}
      />
    </>
  );
}
