import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";

type ExternalAnchorProps = AnchorProps & { href: string; children: ReactNode };

// Links to pages outside the dashboard open in a new tab without handing it window.opener.
export function ExternalAnchor({ href, children, ...props }: ExternalAnchorProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Anchor>
  );
}
