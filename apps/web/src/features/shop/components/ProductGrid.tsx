import { Center, Pagination, SimpleGrid, Stack } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { MESSAGES } from "@studiodesk/core/messages";
import { EmptyState } from "../../../shared/components/EmptyState";
import { PRODUCTS_PER_PAGE } from "../shop.api";
import { ProductCard } from "./ProductCard";

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

type ProductGridProps = {
  // One page of cards, and how many there are in all.
  products: Product[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  emptyMessage: string;
  onStatusChange: (product: Product) => void;
  onDelete: (product: Product) => void;
};

// 001 §2: "grid of 6 per row at medium size", a page at a time.
export function ProductGrid({
  products,
  total,
  page,
  onPageChange,
  emptyMessage,
  ...card
}: ProductGridProps) {
  const pageCount = Math.ceil(total / PRODUCTS_PER_PAGE);
  if (products.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 6 }} spacing="md">
        {products.map((product) => (
          <ProductCard key={product.productId} product={product} {...card} />
        ))}
      </SimpleGrid>
      {pageCount > 1 && (
        <Center>
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPageChange}
            withEdges
            aria-label={MESSAGES.productPages}
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          />
        </Center>
      )}
    </Stack>
  );
}
