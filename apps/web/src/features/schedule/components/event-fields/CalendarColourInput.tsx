import { Box, ColorInput, ColorPicker, Popover } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useRef, useState } from "react";

// The picker's parts, named as a person would call them (screen readers read these).
const SATURATION_LABEL = "Saturation and brightness";
const HUE_LABEL = "Hue";

// A target marked so is skipped by Mantine's modal on Escape, as its Select's open input is.
const STOP_ESCAPE = "data-mantine-stop-propagation";

// 001 §9: the colour picker has no alpha; colours are stored lowercase.
export function CalendarColourInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (hex: string) => void;
}) {
  // Mantine's ColorInput gives its own picker's sliders no names and takes them out of the Tab
  // order, and has no prop to change either; so the field keeps its text, preview and eye
  // dropper, and the picker beside it is a ColorPicker of our own: named sliders, reached by
  // Tab from the field, in the page (not a portal) so they stay inside the modal's focus trap.
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Escape closes the open picker only, the field or a slider keeping it from the modal around
  // it (CalendarItemModal), which took it for itself and closed; the next Escape is the modal's.
  const closePicker = () => {
    input.current?.focus();
    setIsPickerOpen(false);
  };
  const markSliders = (picker: HTMLDivElement | null) => {
    for (const slider of picker?.querySelectorAll('[role="slider"]') ?? []) {
      slider.setAttribute(STOP_ESCAPE, "true");
    }
  };
  return (
    <Box
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsPickerOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isPickerOpen) closePicker();
      }}
    >
      <Popover
        opened={isPickerOpen}
        position="bottom-start"
        offset={5}
        shadow="md"
        withinPortal={false}
        withRoles={false}
        closeOnEscape={false}
      >
        <Popover.Target>
          <ColorInput
            ref={input}
            label={MESSAGES.calendarColour}
            format="hex"
            withPicker={false}
            // Chromium shows an eye dropper: an icon alone, it needs a name for screen readers.
            eyeDropperButtonProps={{ "aria-label": "Pick a colour from the screen" }}
            value={value}
            onChange={(hex) => onChange(hex.toLowerCase())}
            data-mantine-stop-propagation={isPickerOpen || undefined}
            onFocus={() => setIsPickerOpen(true)}
            onClick={() => setIsPickerOpen(true)}
          />
        </Popover.Target>
        {/* A press on the picker leaves the focus where it was, as in Mantine's ColorInput. */}
        <Popover.Dropdown p="xs" onMouseDown={(event) => event.preventDefault()}>
          <ColorPicker
            ref={markSliders}
            format="hex"
            // A half-typed colour leaves the picker where it was (it skips an invalid value).
            value={value}
            onChange={(hex) => onChange(hex.toLowerCase())}
            saturationLabel={SATURATION_LABEL}
            hueLabel={HUE_LABEL}
          />
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
