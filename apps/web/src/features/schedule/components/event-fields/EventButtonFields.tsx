import { TextInput } from "@mantine/core";
import { WEB_LINK_MAX_LENGTH } from "@studiodesk/core/contracts/common";
import { BUTTON_TITLE_MAX_LENGTH } from "@studiodesk/core/contracts/schedule";
import { MESSAGES } from "@studiodesk/core/messages";
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
        label={MESSAGES.buttonTitle}
        maxLength={BUTTON_TITLE_MAX_LENGTH}
        value={values.eventButtonTitle}
        onChange={(e) => set({ eventButtonTitle: e.currentTarget.value })}
      />
      {isPaid ? (
        paidNote
      ) : (
        <TextInput
          label={MESSAGES.buttonLink}
          type="url"
          placeholder="https://"
          maxLength={WEB_LINK_MAX_LENGTH}
          value={values.eventButtonLink}
          onChange={(e) => set({ eventButtonLink: e.currentTarget.value })}
        />
      )}
    </>
  );
}
