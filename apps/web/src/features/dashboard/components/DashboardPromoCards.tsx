import { Card, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { LearnMoreButton } from "../../../shared/components/LearnMoreButton";
import { PROMOS } from "../../../shared/promos";

// 000 §1 / 001 §2 Dashboard home: two promo cards (website uplift, in-person payments)
// that open the external features page in a new tab.
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
          <LearnMoreButton
            title={promo.title}
            labelSuffix=" (opens in a new tab)"
            mt="md"
            rightSection={<IconExternalLink size={14} />}
          />
        </Card>
      ))}
    </Stack>
  );
}
