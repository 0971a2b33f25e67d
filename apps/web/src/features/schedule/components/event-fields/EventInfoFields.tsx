import { Textarea, TextInput } from "@mantine/core";
import type { EventInfoValues, FieldsProps } from "./event-field-values";

type EventInfoFieldsProps = FieldsProps<EventInfoValues> & {
  disabled?: boolean;
  // A calendar item calls them plain "Title" and "Description", with a smaller box.
  titleLabel?: string;
  descriptionLabel?: string;
  descriptionRows?: number;
  // Shown next to the field once touched (issue #21).
  titleError?: string | undefined;
  descriptionError?: string | undefined;
};

// 001 §5 Event and Calendar item: the title and description, both required.
export function EventInfoFields({
  values,
  set,
  disabled,
  titleLabel = "Event Title",
  descriptionLabel = "Event Description",
  descriptionRows = 3,
  titleError,
  descriptionError,
}: EventInfoFieldsProps) {
  return (
    <>
      <TextInput
        label={titleLabel}
        withAsterisk
        value={values.eventTitle}
        error={titleError}
        onChange={(e) => set({ eventTitle: e.currentTarget.value })}
        disabled={disabled}
      />
      <Textarea
        label={descriptionLabel}
        withAsterisk
        autosize
        minRows={descriptionRows}
        value={values.eventDescription}
        error={descriptionError}
        onChange={(e) => set({ eventDescription: e.currentTarget.value })}
        disabled={disabled}
      />
    </>
  );
}
