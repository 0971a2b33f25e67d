import { Select } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { categoryChoices } from "@studiodesk/core/rules/shop";
import { useQuery } from "@tanstack/react-query";
import type { FieldsProps } from "../../components/event-fields/event-field-values";
import { classCategoriesQueryOptions } from "../classes.api";

// 001 §4 Class: the category, picked from the active class categories (New Class wizard and
// the class view's Class Details tab). The class's own category stays listed, marked, once it
// was deactivated (core categoryChoices): without it the field read as if the class had none.
export function ClassCategorySelect({ values, set }: FieldsProps<{ categoryId: string | null }>) {
  const categories = useQuery(classCategoriesQueryOptions());
  return (
    <Select
      label={MESSAGES.category}
      placeholder={MESSAGES.selectACategory}
      clearable
      data={categoryChoices(categories.data ?? [], values.categoryId ? [values.categoryId] : [])}
      value={values.categoryId}
      onChange={(categoryId) => set({ categoryId })}
    />
  );
}
