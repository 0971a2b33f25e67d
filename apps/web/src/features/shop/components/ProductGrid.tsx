import { Center, Pagination, SimpleGrid, Stack } from "@mantine/core";
import type { Product } from "@studiodesk/core/contracts/shop";
import { useState } from "react";
import { EmptyState } from "../../../shared/components/EmptyState";
import { ProductCard } from "./ProductCard";

// Four rows of six: a shop of 1,000 products renders one page of cards, not all of them.
const CARDS_PER_PAGE = 24;

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

type ProductGridProps = {
  products: Product[];
  currency: string;
  emptyMessage: string;
  onStatusChange: (product: Product) => void;
  onDelete: (product: Product) => void;
};

// 001 §2: "grid of 6 per row at medium size".
export function ProductGrid({ products, emptyMessage, ...card }: ProductGridProps) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(products.length / CARDS_PER_PAGE));
  // A page emptied by a delete or a status change shows the last one that still has cards.
  const shownPage = Math.min(page, pageCount);
  const shown = products.slice((shownPage - 1) * CARDS_PER_PAGE, shownPage * CARDS_PER_PAGE);

  if (products.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 6 }} spacing="md">
        {shown.map((product) => (
          <ProductCard key={product.productId} product={product} {...card} />
        ))}
      </SimpleGrid>
      {pageCount > 1 && (
        <Center>
          <Pagination
            total={pageCount}
            value={shownPage}
            onChange={setPage}
            withEdges
            aria-label="Product pages"
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          />
        </Center>
      )}
    </Stack>
  );
}
