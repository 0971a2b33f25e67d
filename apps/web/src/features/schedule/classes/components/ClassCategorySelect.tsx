import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FieldsProps } from "../../components/event-fields/event-field-values";
import { classCategoriesQueryOptions } from "../classes.api";

// 001 §4 Class: the category, picked from the active class categories (New Class wizard and
// the class view's Class Details tab). The class's own category stays listed, marked, once it
// was deactivated: without it the field read as if the class had no category.
export function ClassCategorySelect({ values, set }: FieldsProps<{ categoryId: string | null }>) {
  const categories = useQuery(classCategoriesQueryOptions());
  return (
    <Select
      label="Category"
      placeholder="Select a category"
      clearable
      data={(categories.data ?? [])
        .filter((category) => category.isActive || category.categoryId === values.categoryId)
        .map((category) => ({
          value: category.categoryId,
          label: category.isActive ? category.categoryName : `${category.categoryName} (Inactive)`,
        }))}
      value={values.categoryId}
      onChange={(categoryId) => set({ categoryId })}
    />
  );
}
