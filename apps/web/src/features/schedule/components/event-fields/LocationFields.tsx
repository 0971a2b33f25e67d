import { Stack, Textarea, TextInput } from "@mantine/core";
import {
  LOCATION_DESCRIPTION_MAX_LENGTH,
  LOCATION_TITLE_MAX_LENGTH,
} from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
import type { FieldsProps, LocationValues } from "./event-field-values";

// 001 §5 Event: an optional location, a title and a description.
export function LocationFields({ values, set }: FieldsProps<LocationValues>) {
  return (
    <Stack>
      <TextInput
        label={MESSAGES.locationTitle}
        maxLength={LOCATION_TITLE_MAX_LENGTH}
        value={values.locationTitle}
        onChange={(e) => set({ locationTitle: e.currentTarget.value })}
      />
      <Textarea
        label={MESSAGES.locationDescription}
        maxLength={LOCATION_DESCRIPTION_MAX_LENGTH}
        autosize
        minRows={2}
        value={values.locationDescription}
        onChange={(e) => set({ locationDescription: e.currentTarget.value })}
      />
    </Stack>
  );
}
