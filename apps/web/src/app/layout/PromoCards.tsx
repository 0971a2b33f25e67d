import { Stack } from "@mantine/core";
import { PromoCard } from "../../shared/components/PromoCard";
import { PROMOS } from "../../shared/promos";

// The side menu's small promo cards (000 §1).
export function PromoCards() {
  return (
    <Stack gap="sm" mt="lg" mb="md" px="xs">
      {PROMOS.map((promo) => (
        <PromoCard key={promo.key} promo={promo} isCompact />
      ))}
    </Stack>
  );
}
