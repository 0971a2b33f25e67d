import { type ComboboxItem, Select } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { fillMessage } from "@studiodesk/core/rules/fill-message";
import type { Dispatch, SetStateAction } from "react";

// 001 §3 Featured item: what the picture points to (featuredItemName and featuredItemId).
export type FeaturedChoice = { kind: "eventItem" | "productItem" | "classItem"; id: string };

type FeaturedItemSelectProps<Item> = {
  kind: FeaturedChoice["kind"];
  label: string;
  description: string;
  placeholder: string;
  // The items in the plural, for the loading and nothing-found texts ("events").
  pluralNoun: string;
  query: { data: Item[] | undefined; isLoading: boolean };
  optionOf: (item: Item) => ComboboxItem;
  choice: FeaturedChoice | null;
  setChoice: Dispatch<SetStateAction<FeaturedChoice | null>>;
};

// One of the New Featured form's item pickers. One item at most: choosing an event, a product
// or a class clears the other two; clearing this picker leaves another's choice alone.
export function FeaturedItemSelect<Item>({
  kind,
  label,
  description,
  placeholder,
  pluralNoun,
  query,
  optionOf,
  choice,
  setChoice,
}: FeaturedItemSelectProps<Item>) {
  return (
    <Select
      label={label}
      description={description}
      placeholder={
        query.isLoading ? fillMessage(MESSAGES.loadingOptionsOf, { pluralNoun }) : placeholder
      }
      data={(query.data ?? []).map(optionOf)}
      searchable
      clearable
      nothingFoundMessage={fillMessage(MESSAGES.noneOfKind, { pluralNoun })}
      value={choice?.kind === kind ? choice.id : null}
      onChange={(id) =>
        setChoice((current) => (id ? { kind, id } : current?.kind === kind ? null : current))
      }
    />
  );
}
