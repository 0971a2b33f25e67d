import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type { EventButtonValues, FieldsProps } from "./event-field-values";

type EventButtonFieldsProps = FieldsProps<EventButtonValues> & {
  isPaid: boolean;
  // Said instead of the link when the event is paid.
  paidNote?: ReactNode;
};

// 001 §4: the custom button's title, and its link unless the event is paid (a paid event
// takes payment in the app).
export function EventButtonFields({ values, set, isPaid, paidNote }: EventButtonFieldsProps) {
  return (
    <>
      <TextInput
        label="Button Title"
        value={values.eventButtonTitle}
        onChange={(e) => set({ eventButtonTitle: e.currentTarget.value })}
      />
      {isPaid ? (
        paidNote
      ) : (
        <TextInput
          label="Button Link"
          type="url"
          placeholder="https://"
          value={values.eventButtonLink}
          onChange={(e) => set({ eventButtonLink: e.currentTarget.value })}
        />
      )}
    </>
  );
}
