import { Button, type ButtonProps } from "@mantine/core";
import { EXTERNAL_LINKS } from "../external-links";

type LearnMoreButtonProps = Omit<ButtonProps, "children"> & {
  // The promo's title, so each button's label says what it is about.
  title: string;
  labelSuffix?: string;
};

// A promo card's "Learn more": the external features page, in a new tab.
export function LearnMoreButton({ title, labelSuffix = "", ...button }: LearnMoreButtonProps) {
  return (
    <Button
      component="a"
      href={EXTERNAL_LINKS.features}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      aria-label={`Learn more: ${title}${labelSuffix}`}
      {...button}
    >
      Learn more
    </Button>
  );
}
