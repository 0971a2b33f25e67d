import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { EXTERNAL_LINKS } from "../../../shared/external-links";

// 000 §1 / 001 §2 Dashboard home: two promo cards (website uplift, in-person payments)
// that open the external features page in a new tab.
const PROMOS = [
  {
    key: "website",
    title: "Upgrade your website",
    text: "Give your studio a website that stays in step with your app: schedule, shop and sign-ups in one place.",
  },
  {
    key: "in-person-payments",
    title: "Take payments in person",
    text: "Collect card payments for classes and products at the front desk with a card reader.",
  },
] as const;

export function DashboardPromoCards() {
  return (
    <Stack>
      {PROMOS.map((promo) => (
        <Card key={promo.key} withBorder padding="lg">
          <Title order={2} size="h5">
            {promo.title}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {promo.text}
          </Text>
          <Button
            component="a"
            href={EXTERNAL_LINKS.features}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            mt="md"
            rightSection={<IconExternalLink size={14} />}
            aria-label={`Learn more: ${promo.title} (opens in a new tab)`}
          >
            Learn more
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
