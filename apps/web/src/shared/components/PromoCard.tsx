import { Card, Text, Title } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { IconExternalLink } from "@tabler/icons-react";
import { EXTERNAL_LINKS } from "../external-links";
import type { Promo } from "../promos";
import { ExternalButton } from "./ExternalButton";

// A promo card (000 §1): in the side menu a small one with the short text, on the
// dashboard a full one that says it opens a new tab.
export function PromoCard({ promo, isCompact = false }: { promo: Promo; isCompact?: boolean }) {
  return (
    <Card
      withBorder
      padding={isCompact ? "sm" : "lg"}
      radius={isCompact ? "md" : undefined}
      bg={isCompact ? "var(--mantine-color-default-hover)" : undefined}
    >
      {isCompact ? (
        <Text fw={600} size="sm">
          {promo.title}
        </Text>
      ) : (
        <Title order={2} size="h5">
          {promo.title}
        </Title>
      )}
      <Text size={isCompact ? "xs" : "sm"} c="dimmed" mt={isCompact ? 4 : 6}>
        {isCompact ? promo.shortText : promo.text}
      </Text>
      <ExternalButton
        href={EXTERNAL_LINKS.features}
        size={isCompact ? "xs" : undefined}
        mt={isCompact ? "sm" : "md"}
        rightSection={isCompact ? undefined : <IconExternalLink size={14} />}
        aria-label={fillMessage(
          isCompact ? MESSAGES.learnMoreAbout : MESSAGES.learnMoreAboutInNewTab,
          { title: promo.title },
        )}
      >
        {MESSAGES.learnMore}
      </ExternalButton>
    </Card>
  );
}
