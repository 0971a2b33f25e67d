import { Button, type ButtonProps } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconLink } from "@tabler/icons-react";
import { notify } from "../notify";

type CopyLinkButtonProps = ButtonProps & {
  // A share link; missing when it could not be created (the spec's nil).
  link: string | null | undefined;
  label?: string;
};

export function CopyLinkButton({ link, label = "Copy Link", ...buttonProps }: CopyLinkButtonProps) {
  const copy = async () => {
    if (!link) {
      notify(MESSAGES.unableToCopyLink, "danger");
      return;
    }
    try {
      // Missing outside secure contexts (plain http), and refused without permission.
      await navigator.clipboard.writeText(link);
      notify(MESSAGES.linkCopied, "success");
    } catch {
      notify(MESSAGES.unableToCopyLink, "danger");
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconLink size={16} />}
      {...buttonProps}
      onClick={() => void copy()}
    >
      {label}
    </Button>
  );
}
