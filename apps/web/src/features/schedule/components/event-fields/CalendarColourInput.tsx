import { ColorInput } from "@mantine/core";

// 001 §9: the colour picker has no alpha; colours are stored lowercase.
export function CalendarColourInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (hex: string) => void;
}) {
  return (
    <ColorInput
      label="Calendar Colour"
      format="hex"
      value={value}
      onChange={(hex) => onChange(hex.toLowerCase())}
    />
  );
}
