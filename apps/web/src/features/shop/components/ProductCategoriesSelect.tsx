import { MultiSelect } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { categoryChoices } from "@studiodesk/core/rules/shop";
import { useQuery } from "@tanstack/react-query";
import { categoriesQueryOptions } from "../shop.api";

type ProductCategoriesSelectProps = {
  categoryIds: string[];
  onChange: (categoryIds: string[]) => void;
  // Shown while nothing is chosen; "Loading categories…" stands in while they load.
  placeholder?: string;
};

// 001 §5 / §7: a product's shop categories, on the New Product form and the product's edit
// page. A category the product has keeps showing, marked, after it was deactivated (core
// categoryChoices).
export function ProductCategoriesSelect({
  categoryIds,
  onChange,
  placeholder,
}: ProductCategoriesSelectProps) {
  const categories = useQuery(categoriesQueryOptions("shop"));
  return (
    <MultiSelect
      label={MESSAGES.categories}
      placeholder={placeholder && categories.isLoading ? "Loading categories…" : placeholder}
      data={categoryChoices(categories.data ?? [], categoryIds)}
      searchable
      clearable
      nothingFoundMessage={MESSAGES.noCategories}
      value={categoryIds}
      onChange={onChange}
    />
  );
}
