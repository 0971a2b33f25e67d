import { Button, Card, Stack, Text } from "@mantine/core";
import { EXTERNAL_LINKS } from "../../shared/external-links";

// 000 §1: promo cards for the website uplift and in-person payments; both open the
// external features page.
const PROMOS = [
  {
    key: "website",
    title: "Upgrade your website",
    text: "Give your studio a website that stays in step with your app.",
  },
  {
    key: "in-person-payments",
    title: "Take payments in person",
    text: "Collect card payments for classes and products at the front desk.",
  },
] as const;

export function PromoCards() {
  return (
    <Stack gap="sm" mt="lg" mb="md" px="xs">
      {PROMOS.map((promo) => (
        <Card key={promo.key} withBorder padding="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Text fw={600} size="sm">
            {promo.title}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {promo.text}
          </Text>
          <Button
            component="a"
            href={EXTERNAL_LINKS.features}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            mt="sm"
            aria-label={`Learn more: ${promo.title}`}
          >
            Learn more
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
