import {
  Box,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../shared/components/ConfirmDialog";
import { lazyModal } from "../../../shared/components/lazy-modal";
import { NewButton } from "../../../shared/components/NewButton";
import { PageHeader } from "../../../shared/components/PageHeader";
import { LoadFailure, LoadingState } from "../../../shared/components/QueryState";
import { useOpenWithDraft } from "../../../shared/use-form-draft";
import { CategoriesCard } from "../components/CategoriesCard";
import { NEW_PRODUCT_DRAFT } from "../components/new-product-draft";
import { ProductGrid } from "../components/ProductGrid";
import { useProductQuestions } from "../components/use-product-questions";
import { PRODUCTS_PER_PAGE, productsPageQueryOptions } from "../shop.api";

type Shown = "active" | "inactive";

// The count's line keeps its height while loading, so the cards do not move when it arrives.
const COUNT_HEIGHT = 31;

// The form's inputs (number, multi-select, picture) load when it first opens, not with the
// cards: the shop page draws sooner (001 §2, bench budget 500 ms).
const NewProductModal = lazyModal(() =>
  import("../components/NewProductModal").then((module) => module.NewProductModal),
);

function CountCard({
  label,
  count,
  isLoading,
  isSelected,
  onSelect,
}: {
  label: string;
  // Unknown while the products load, or when they failed to: a 0 would read as "none".
  count: number | undefined;
  isLoading: boolean;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={isSelected}>
      <Paper
        withBorder
        p="md"
        radius="md"
        style={isSelected ? { borderColor: "var(--mantine-color-blue-filled)" } : undefined}
      >
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Box h={COUNT_HEIGHT}>
          {count === undefined && isLoading ? (
            <Loader size="sm" mt={6} aria-hidden />
          ) : (
            <Text size="xl" fw={700} lh={`${COUNT_HEIGHT}px`}>
              {count ?? "–"}
            </Text>
          )}
        </Box>
      </Paper>
    </UnstyledButton>
  );
}

// 001 §2 Shop (/dashboard/shop/): Active Items and Inactive Items with their counts, the
// product cards of the chosen one, the New Product modal, and the categories.
export function ShopPage() {
  const [shown, setShown] = useState<Shown>("active");
  const [pages, setPages] = useState<Record<Shown, number>>({ active: 1, inactive: 1 });
  const isActive = shown === "active";
  const products = useQuery(productsPageQueryOptions(isActive, pages[shown]));
  const [isCreating, setIsCreating] = useState(false);
  useOpenWithDraft(NEW_PRODUCT_DRAFT, () => setIsCreating(true));
  const questions = useProductQuestions();
  const total = isActive ? products.data?.activeCount : products.data?.inactiveCount;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / PRODUCTS_PER_PAGE));

  // A page emptied by a delete or a status change gives way to the last one with cards.
  useEffect(() => {
    if (pages[shown] > pageCount) setPages((current) => ({ ...current, [shown]: pageCount }));
  }, [pages, shown, pageCount]);

  return (
    <>
      <PageHeader
        title={MESSAGES.shop}
        actions={<NewButton label={MESSAGES.newProduct} onClick={() => setIsCreating(true)} />}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
          <CountCard
            label={MESSAGES.activeItems}
            count={products.data?.activeCount}
            isLoading={products.isPending}
            isSelected={shown === "active"}
            onSelect={() => setShown("active")}
          />
          <CountCard
            label={MESSAGES.inactiveItems}
            count={products.data?.inactiveCount}
            isLoading={products.isPending}
            isSelected={shown === "inactive"}
            onSelect={() => setShown("inactive")}
          />
        </SimpleGrid>
        <Paper withBorder p="lg">
          <Group mb="md">
            <Title order={2} size="h4">
              {shown === "active" ? MESSAGES.activeItems : MESSAGES.inactiveItems}
            </Title>
          </Group>
          {products.data ? (
            <ProductGrid
              products={products.data.products}
              total={total ?? 0}
              page={pages[shown]}
              onPageChange={(page) => setPages((current) => ({ ...current, [shown]: page }))}
              emptyMessage={
                shown === "active" ? MESSAGES.noActiveProductsYet : MESSAGES.noInactiveProducts
              }
              onStatusChange={questions.askStatusChange}
              onDelete={questions.askDelete}
            />
          ) : products.isError ? (
            <LoadFailure error={products.error} onRetry={products.refetch} />
          ) : (
            <LoadingState label="products" />
          )}
        </Paper>
        <CategoriesCard />
      </Stack>
      <NewProductModal opened={isCreating} onClose={() => setIsCreating(false)} />
      <ConfirmDialog {...questions.statusDialog} />
      <ConfirmDialog {...questions.deleteDialog} confirmLabel={MESSAGES.delete} />
    </>
  );
}
