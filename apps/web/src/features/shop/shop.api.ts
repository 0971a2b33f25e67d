import type {
  CategoryType,
  CreateCategoryRequest,
  CreateProductRequest,
  UpdateProductRequest,
} from "@studiodesk/core/contracts/shop";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, unwrap } from "../../shared/api-client";

// Under ["shop"] and ["categories"]: the live-update topics of the same names refresh them.
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

// 001 §2: four rows of six cards. A shop of 1,000 products loads and draws one page of
// them, never the whole list.
export const PRODUCTS_PER_PAGE = 24;

// One page of the Active Items or Inactive Items cards, with both counts.
export function productsPageQueryOptions(isActive: boolean, page: number) {
  return queryOptions({
    queryKey: shopKeys.page(isActive, page),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/products", {
          params: {
            query: {
              isActive: String(isActive),
              limit: PRODUCTS_PER_PAGE,
              offset: (page - 1) * PRODUCTS_PER_PAGE,
            },
          },
        }),
      ),
    // The cards of the page before stay while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: shopKeys.product(productId),
    queryFn: () =>
      unwrap(api.GET("/api/v1/products/{productId}", { params: { path: { productId } } })),
    retry: false,
  });
}

export function purchasersQueryOptions(productId: string) {
  return queryOptions({
    queryKey: shopKeys.purchasers(productId),
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/products/{productId}/purchasers", { params: { path: { productId } } }),
      ),
    retry: false,
  });
}

export function categoriesQueryOptions(type?: CategoryType) {
  return queryOptions({
    queryKey: categoryKeys.list(type ?? "all"),
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/categories", { params: { query: { type } } }))).categories,
  });
}

// After any product write the cards, counts, product views and purchasers may be stale.
function useInvalidateShop() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

export function useCreateProduct() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: ({ payload, image }: { payload: CreateProductRequest; image: File }) => {
      const formData = new FormData();
      // The payload goes first: the server reads the parts in order.
      formData.append("payload", JSON.stringify(payload));
      formData.append("image", image);
      return unwrap(api.POST("/api/v1/products", multipartBody(formData)));
    },
    onSuccess: invalidate,
  });
}

export function useUpdateProduct(productId: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: (request: UpdateProductRequest) =>
      unwrap(
        api.PATCH("/api/v1/products/{productId}", {
          params: { path: { productId } },
          body: request,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useChangeProductStatus() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: ({ productId, isActive }: { productId: string; isActive: boolean }) =>
      unwrap(
        api.PATCH("/api/v1/products/{productId}/status", {
          params: { path: { productId } },
          body: { isActive },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useReplaceProductImage(productId: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: (image: File) => {
      const formData = new FormData();
      formData.append("image", image);
      return unwrap(
        api.POST("/api/v1/products/{productId}/image", {
          params: { path: { productId } },
          ...multipartBody(formData),
        }),
      );
    },
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      unwrap(api.DELETE("/api/v1/products/{productId}", { params: { path: { productId } } })),
    // The deleted product's own query is dropped, not refetched into a 404.
    onSuccess: (_result, productId) => {
      queryClient.removeQueries({ queryKey: shopKeys.product(productId) });
      return queryClient.invalidateQueries({ queryKey: shopKeys.products() });
    },
  });
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (request: CreateCategoryRequest) =>
      unwrap(api.POST("/api/v1/categories", { body: request })),
    onSuccess: invalidate,
  });
}

export function useChangeCategoryStatus() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ categoryId, isActive }: { categoryId: string; isActive: boolean }) =>
      unwrap(
        api.PATCH("/api/v1/categories/{categoryId}", {
          params: { path: { categoryId } },
          body: { isActive },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (categoryId: string) =>
      unwrap(api.DELETE("/api/v1/categories/{categoryId}", { params: { path: { categoryId } } })),
    onSuccess: invalidate,
  });
}
