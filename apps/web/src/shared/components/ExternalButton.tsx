import { Button, type ButtonProps } from "@mantine/core";

type ExternalButtonProps = ButtonProps & { href?: string; "aria-label"?: string };

// A light button that opens an outside page in a new tab.
export function ExternalButton({ href, ...button }: ExternalButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      {...button}
    />
  );
}
