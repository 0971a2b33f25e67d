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
      // Chromium shows an eye dropper: an icon alone, it needs a name for screen readers.
      eyeDropperButtonProps={{ "aria-label": "Pick a colour from the screen" }}
      value={value}
      onChange={(hex) => onChange(hex.toLowerCase())}
    />
  );
}
