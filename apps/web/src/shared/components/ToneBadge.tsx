import { Badge, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

// A pale fill with dark text: the tone stays visible and the label keeps a 4.5:1 contrast,
// which white text on Mantine's mid shades (green, yellow, orange, red 6) does not reach.
export function ToneBadge({ tone, children }: { tone: MantineColor; children: ReactNode }) {
  return (
    <Badge color={`${tone}.2`} c="dark.8">
      {children}
    </Badge>
  );
}
