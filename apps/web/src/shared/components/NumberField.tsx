import { NumberInput, type NumberInputProps } from "@mantine/core";
import type { NumberRangeMessages } from "@studiodesk/core/rules/number-range";
import { numberFieldProps } from "../number-field";

export type NumberFieldProps = Omit<NumberInputProps, "clampBehavior"> & {
  rangeMessages?: NumberRangeMessages;
};

// The dashboard's number field: Mantine's NumberInput that keeps a number typed past its
// min or max and says why under it (numberFieldProps). Its form refuses to save the number
// by the same rule (core numberRangeIssue, or the form's own rule with the same words).
export function NumberField({ rangeMessages, error, ...props }: NumberFieldProps) {
  return (
    <NumberInput
      {...props}
      {...numberFieldProps({
        value: props.value,
        min: props.min,
        max: props.max,
        rangeMessages,
        error,
      })}
    />
  );
}
