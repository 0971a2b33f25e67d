import { useState } from "react";
import { memberFullName } from "./formats";

type NamedMember = { firstName: string; lastName: string };

// The members table's search (001 §2 Reusable members table, "Type to Search"): the rows
// already loaded are filtered by name as the admin types. `searchProps` feeds SearchInput;
// `label` names what is searched ("Search attendees"), apart from the top bar's Search. One
// search can filter several tables.
export function useMemberSearch(label: string) {
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  return {
    isSearching: term !== "",
    matches: (member: NamedMember) => memberFullName(member).toLowerCase().includes(term),
    searchProps: { label, value: search, onChange: setSearch },
  };
}
