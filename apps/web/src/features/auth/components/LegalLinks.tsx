import { Group } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { ExternalAnchor } from "../../../shared/components/ExternalAnchor";
import { EXTERNAL_LINKS } from "../../../shared/external-links";

export function LegalLinks() {
  return (
    <Group component="nav" aria-label={MESSAGES.legal} justify="center" gap="lg">
      <ExternalAnchor href={EXTERNAL_LINKS.terms} size="sm" c="dimmed">
        {MESSAGES.termsOfService}
      </ExternalAnchor>
      <ExternalAnchor href={EXTERNAL_LINKS.privacy} size="sm" c="dimmed">
        {MESSAGES.privacyPolicy}
      </ExternalAnchor>
      <ExternalAnchor href={EXTERNAL_LINKS.support} size="sm" c="dimmed">
        {MESSAGES.support}
      </ExternalAnchor>
    </Group>
  );
}
