import { ColorInput } from "@mantine/core";
import { useState } from "react";

// 001 §9: the colour picker has no alpha; colours are stored lowercase.
export function CalendarColourInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (hex: string) => void;
}) {
  // The picker opens with the field and goes with it. Its opening is kept here because
  // Mantine's ColorInput does not close it on Escape, and the modal around it (CalendarItemModal)
  // took that Escape for itself and closed. Escape now closes the open picker only: a target
  // marked data-mantine-stop-propagation is skipped by Mantine's modal, as its Select's open
  // input is; the next Escape is the modal's again.
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  return (
    <ColorInput
      label="Calendar Colour"
      format="hex"
      // Chromium shows an eye dropper: an icon alone, it needs a name for screen readers.
      eyeDropperButtonProps={{ "aria-label": "Pick a colour from the screen" }}
      value={value}
      onChange={(hex) => onChange(hex.toLowerCase())}
      popoverProps={{ opened: isPickerOpen }}
      data-mantine-stop-propagation={isPickerOpen || undefined}
      onFocus={() => setIsPickerOpen(true)}
      onClick={() => setIsPickerOpen(true)}
      onBlur={() => setIsPickerOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setIsPickerOpen(false);
      }}
    />
  );
}
