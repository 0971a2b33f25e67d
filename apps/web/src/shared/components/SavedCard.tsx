import { Group, Text } from "@mantine/core";
import type { DefaultCard } from "@studiodesk/core/contracts/members";
import { CARD_BRAND_NAMES, type CardBrand, cardBrand } from "@studiodesk/core/rules/members";
// Files of their own (?no-inline), fetched when a card shows: inlined as data addresses they
// would weigh on the script of every page that shows one.
import amexImage from "../card-brands/amex.svg?no-inline";
import discoverImage from "../card-brands/discover.svg?no-inline";
import mastercardImage from "../card-brands/mastercard.svg?no-inline";
import paypalImage from "../card-brands/paypal.svg?no-inline";
import unknownImage from "../card-brands/unknown.svg?no-inline";
import visaImage from "../card-brands/visa.svg?no-inline";

// 000 §9 Card brands: images for amex, discover, mastercard, paypal and visa, else unknown.
// The brand's name is the image's text for those who do not see it.
const BRAND_IMAGES: Record<CardBrand, string> = {
  amex: amexImage,
  discover: discoverImage,
  mastercard: mastercardImage,
  paypal: paypalImage,
  visa: visaImage,
  unknown: unknownImage,
};

// A saved card as a person recognizes it: the brand's image, then the last four digits.
export function SavedCard({ card }: { card: DefaultCard }) {
  const brand = cardBrand(card.brand);
  return (
    <Group gap={6} wrap="nowrap">
      <img src={BRAND_IMAGES[brand]} alt={CARD_BRAND_NAMES[brand]} width={30} height={20} />
      <Text span size="sm">
        •••• {card.last4}
      </Text>
    </Group>
  );
}
