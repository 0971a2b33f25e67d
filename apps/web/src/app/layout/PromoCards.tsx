import { Card, Stack, Text } from "@mantine/core";
import { LearnMoreButton } from "../../shared/components/LearnMoreButton";
import { PROMOS } from "../../shared/promos";

// The side menu's small promo cards (000 §1).
export function PromoCards() {
  return (
    <Stack gap="sm" mt="lg" mb="md" px="xs">
      {PROMOS.map((promo) => (
        <Card key={promo.key} withBorder padding="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Text fw={600} size="sm">
            {promo.title}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {promo.shortText}
          </Text>
          <LearnMoreButton title={promo.title} size="xs" mt="sm" />
        </Card>
      ))}
    </Stack>
  );
}
