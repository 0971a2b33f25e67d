import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FieldsProps } from "../../components/event-fields/event-field-values";
import { classCategoriesQueryOptions } from "../classes.api";

// 001 §4 Class: the category, picked from the active class categories (New Class wizard and
// the class view's Class Details tab).
export function ClassCategorySelect({ values, set }: FieldsProps<{ categoryId: string | null }>) {
  const categories = useQuery(classCategoriesQueryOptions());
  return (
    <Select
      label="Category"
      placeholder="Select a category"
      clearable
      data={(categories.data ?? [])
        .filter((category) => category.isActive)
        .map((category) => ({ value: category.categoryId, label: category.categoryName }))}
      value={values.categoryId}
      onChange={(categoryId) => set({ categoryId })}
    />
  );
}
