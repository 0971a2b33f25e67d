import { useState } from "react";

type NamedMember = { firstName: string; lastName: string };

// The members table's search (001 §2 Reusable members table, "Type to Search"): the rows
// already loaded are filtered by name as the admin types. `searchProps` feeds SearchInput,
// so every members table labels its box alike; one search can filter several tables.
export function useMemberSearch() {
  const [search, setSearch] = useState("");
  const term = search.trim().toLowerCase();
  return {
    isSearching: term !== "",
    matches: (member: NamedMember) =>
      `${member.firstName} ${member.lastName}`.toLowerCase().includes(term),
    searchProps: { label: "Search", value: search, onChange: setSearch },
  };
}
