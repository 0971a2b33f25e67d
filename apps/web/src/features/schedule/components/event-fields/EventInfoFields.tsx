import { Textarea, TextInput } from "@mantine/core";
import {
  SCHEDULE_DESCRIPTION_MAX_LENGTH,
  SCHEDULE_TITLE_MAX_LENGTH,
} from "@studiodesk/core/contracts/schedule";
import type { EventInfoValues, FieldsProps } from "./event-field-values";

type EventInfoFieldsProps = FieldsProps<EventInfoValues> & {
  disabled?: boolean;
  // A calendar item calls them plain "Title" and "Description", with a smaller box.
  titleLabel?: string;
  descriptionLabel?: string;
  descriptionRows?: number;
  // An event's and a class's limit unless told (a calendar item's is shorter).
  descriptionMaxLength?: number;
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
  descriptionMaxLength = SCHEDULE_DESCRIPTION_MAX_LENGTH,
  titleError,
  descriptionError,
}: EventInfoFieldsProps) {
  return (
    <>
      <TextInput
        label={titleLabel}
        withAsterisk
        maxLength={SCHEDULE_TITLE_MAX_LENGTH}
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
        maxLength={descriptionMaxLength}
        value={values.eventDescription}
        error={descriptionError}
        onChange={(e) => set({ eventDescription: e.currentTarget.value })}
        disabled={disabled}
      />
    </>
  );
}
