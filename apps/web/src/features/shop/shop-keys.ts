import type { CategoryType } from "@studiodesk/core/contracts/shop";

// The shop's query keys, apart from its queries (see schedule/schedule-keys.ts).
export const shopKeys = {
  all: ["shop"] as const,
  products: () => [...shopKeys.all, "products"] as const,
  page: (isActive: boolean, page: number) =>
    [...shopKeys.products(), isActive ? "active" : "inactive", page] as const,
  product: (productId: string) => [...shopKeys.all, "product", productId] as const,
  purchasers: (productId: string) => [...shopKeys.all, "purchasers", productId] as const,
};

export const categoryKeys = {
  all: ["categories"] as const,
  list: (type: CategoryType | "all") => [...categoryKeys.all, type] as const,
};
