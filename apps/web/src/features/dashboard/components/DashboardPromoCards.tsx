import { Stack } from "@mantine/core";
import { PromoCard } from "../../../shared/components/PromoCard";
import { PROMOS } from "../../../shared/promos";

// 000 §1 / 001 §2 Dashboard home: two promo cards (website uplift, in-person payments)
// that open the external features page in a new tab.
export function DashboardPromoCards() {
  return (
    <Stack>
      {PROMOS.map((promo) => (
        <PromoCard key={promo.key} promo={promo} />
      ))}
    </Stack>
  );
}
