import { Button, type ButtonProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconLink } from "@tabler/icons-react";
import { copyShareLink } from "../copy-link";

type CopyLinkButtonProps = ButtonProps & {
  // A share link; missing when it could not be created (the spec's nil).
  link: string | null | undefined;
  label?: string;
};

export function CopyLinkButton({
  link,
  label = MESSAGES.copyLink,
  ...buttonProps
}: CopyLinkButtonProps) {
  return (
    <Button
      variant="light"
      leftSection={<IconLink size={16} />}
      {...buttonProps}
      onClick={() => void copyShareLink(link)}
    >
      {label}
    </Button>
  );
}
