import type {
  CategoryType,
  CreateCategoryRequest,
  CreateProductRequest,
  UpdateProductRequest,
} from "@studiodesk/core/contracts/shop";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipartBody, singleFileForm, unwrap } from "../../shared/api-client";
import { payloadWithImage, useInvalidatingMutation } from "../../shared/mutations";
import { categoryKeys, shopKeys } from "./shop-keys";

export { categoryKeys, shopKeys };

// Under ["shop"] and ["categories"]: the live-update topics of the same names refresh them.

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

export function useCreateProduct() {
  return useInvalidatingMutation(
    shopKeys.all,
    ({ payload, image }: { payload: CreateProductRequest; image: File }) =>
      unwrap(api.POST("/api/v1/products", multipartBody(payloadWithImage(payload, image)))),
  );
}

export function useUpdateProduct(productId: string) {
  return useInvalidatingMutation(shopKeys.all, (request: UpdateProductRequest) =>
    unwrap(
      api.PATCH("/api/v1/products/{productId}", {
        params: { path: { productId } },
        body: request,
      }),
    ),
  );
}

export function useChangeProductStatus() {
  return useInvalidatingMutation(
    shopKeys.all,
    ({ productId, isActive }: { productId: string; isActive: boolean }) =>
      unwrap(
        api.PATCH("/api/v1/products/{productId}/status", {
          params: { path: { productId } },
          body: { isActive },
        }),
      ),
  );
}

export function useReplaceProductImage(productId: string) {
  return useInvalidatingMutation(shopKeys.all, (image: File) =>
    unwrap(
      api.POST("/api/v1/products/{productId}/image", {
        params: { path: { productId } },
        ...multipartBody(singleFileForm(image, "image")),
      }),
    ),
  );
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
  return useInvalidatingMutation(categoryKeys.all, (request: CreateCategoryRequest) =>
    unwrap(api.POST("/api/v1/categories", { body: request })),
  );
}

export function useChangeCategoryStatus() {
  return useInvalidatingMutation(
    categoryKeys.all,
    ({ categoryId, isActive }: { categoryId: string; isActive: boolean }) =>
      unwrap(
        api.PATCH("/api/v1/categories/{categoryId}", {
          params: { path: { categoryId } },
          body: { isActive },
        }),
      ),
  );
}

export function useDeleteCategory() {
  return useInvalidatingMutation(categoryKeys.all, (categoryId: string) =>
    unwrap(api.DELETE("/api/v1/categories/{categoryId}", { params: { path: { categoryId } } })),
  );
}
