import { Group } from "@mantine/core";
import { ExternalAnchor } from "../../../shared/components/ExternalAnchor";
import { EXTERNAL_LINKS } from "../../../shared/external-links";

export function LegalLinks() {
  return (
    <Group component="nav" aria-label="Legal" justify="center" gap="lg">
      <ExternalAnchor href={EXTERNAL_LINKS.terms} size="sm" c="dimmed">
        Terms of Service
      </ExternalAnchor>
      <ExternalAnchor href={EXTERNAL_LINKS.privacy} size="sm" c="dimmed">
        Privacy Policy
      </ExternalAnchor>
      <ExternalAnchor href={EXTERNAL_LINKS.support} size="sm" c="dimmed">
        Support
      </ExternalAnchor>
    </Group>
  );
}
