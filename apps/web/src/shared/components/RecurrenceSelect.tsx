import { Select, type SelectProps } from "@mantine/core";
import type { RecurrenceOption } from "@studiodesk/core/rules/recurrence";
import { RECURRENCE_CHOICES } from "../recurrence-labels";

type RecurrenceSelectProps = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: RecurrenceOption | null;
  onChange: (recurrence: RecurrenceOption | null) => void;
};

// 001 §9's recurrence options in the spec's order: the schedule's repeat and the billing
// recurrence of a class or a product pick from them alike.
export function RecurrenceSelect({ value, onChange, ...props }: RecurrenceSelectProps) {
  return (
    <Select
      {...props}
      data={RECURRENCE_CHOICES}
      value={value}
      // The choices are the options themselves, so a choice is one of them (or cleared).
      onChange={(choice) => onChange(choice as RecurrenceOption | null)}
    />
  );
}
