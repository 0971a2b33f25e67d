import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Card,
  Group,
  Image,
  Menu,
  Stack,
  Text,
} from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import { cardDescription } from "@studiodesk/core/rules/shop";
import { IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ToneBadge } from "../../../shared/components/ToneBadge";
import { productPath } from "../shop-paths";
import { ProductPrice } from "./ProductPrice";

type ProductCardProps = {
  product: Product;
  onStatusChange: (product: Product) => void;
  onDelete: (product: Product) => void;
};

// 001 §2 Product cards: picture (loaded when scrolled near), title, price, and the
// description cut at 100 characters with read more / read less.
export function ProductCard({ product, onStatusChange, onDelete }: ProductCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const description = cardDescription(product.productDescription, isExpanded);
  const canCollapse = isExpanded && cardDescription(product.productDescription).isTruncated;
  const title = product.productTitle;

  return (
    <Card withBorder padding="sm" radius="md" data-testid="product-card">
      {/* 16:9 like the product view's picture: a fixed height cropped the sides of narrow cards. */}
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image
            src={product.imageItem.thumbnailUrl || product.imageItem.imageUrl}
            alt={title}
            fit="cover"
            loading="lazy"
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            component={Link}
            to={productPath(product.productId)}
            state={{ productData: product }}
            fw={600}
            size="sm"
            lineClamp={2}
          >
            {title}
          </Anchor>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={fillMessage(MESSAGES.actionsOf, { title })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onStatusChange(product)}>
                {product.isActive ? MESSAGES.inactivateProduct : MESSAGES.reActivateProduct}
              </Menu.Item>
              <Menu.Item c="var(--mantine-color-error)" onClick={() => onDelete(product)}>
                {MESSAGES.deleteProduct}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <ProductPrice product={product} />
          {product.isFeatured && <ToneBadge tone="blue">{MESSAGES.featured}</ToneBadge>}
        </Group>
        <Text size="xs" c="dimmed">
          {description.text}{" "}
          {(description.isTruncated || canCollapse) && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              aria-expanded={isExpanded}
              onClick={() => setIsExpanded(!isExpanded)}
            >
              {isExpanded ? MESSAGES.readLess : MESSAGES.readMore}
            </Anchor>
          )}
        </Text>
      </Stack>
    </Card>
  );
}
