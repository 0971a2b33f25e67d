import "@mantine/spotlight/styles.css";
import { Loader, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Spotlight } from "@mantine/spotlight";
import { SEARCH_KINDS } from "@studiodesk/core/contracts/search";
import { MESSAGES } from "@studiodesk/core/messages";
import { MAX_SEARCH_LENGTH } from "@studiodesk/core/rules/safe-input";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { searchQueryOptions } from "./search.api";
import { SEARCH_GROUP_TITLES, searchHitPath } from "./search-hit-path";
import { searchStore } from "./search-store";

// Quick enough to feel live, slow enough not to ask once per keystroke.
const TYPING_PAUSE_MS = 200;

// The top bar's search (000 §2), opened by a click on the box or ⌘K / Ctrl+K: one request for
// all sections, the hits grouped by kind, arrow keys to pick, Enter to open.
// Loaded on first use, so no page's first load pays for it.
export function GlobalSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [term] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const results = useQuery(searchQueryOptions(term));
  const hits = results.data?.hits ?? [];
  const isSearching = term !== query.trim() || results.isFetching;

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      // The dialog's accessible name; Spotlight shows no header, so its title stays hidden.
      title={MESSAGES.search}
      styles={{ header: { display: "none" } }}
    >
      <Spotlight.Search
        aria-label={MESSAGES.globalSearchLabel}
        placeholder={MESSAGES.search}
        maxLength={MAX_SEARCH_LENGTH}
        leftSection={<IconSearch size={18} />}
        rightSection={isSearching && term ? <Loader size="xs" /> : null}
      />
      {/* The list is a plain scroll area: without a role its name is not allowed (axe's
          aria-prohibited-attr, reported whenever the list is empty for a moment). */}
      <Spotlight.ActionsList role="group" aria-label={MESSAGES.searchResults}>
        {SEARCH_KINDS.map((kind) => {
          const group = hits.filter((hit) => hit.kind === kind);
          if (group.length === 0) return null;
          return (
            // Spotlight's own group draws its title with CSS, out of reach of screen readers
            // (and of tests): a group whose legend is its title instead.
            <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" size="xs" fw={700} c="dimmed" px="sm" pt="xs">
                {SEARCH_GROUP_TITLES[kind]}
              </Text>
              {group.map((hit) => (
                <Spotlight.Action
                  key={`${kind}:${hit.id}`}
                  label={hit.title}
                  description={hit.detail ?? undefined}
                  onClick={() => void navigate(searchHitPath(hit))}
                />
              ))}
            </fieldset>
          );
        })}
        {term && !isSearching && hits.length === 0 && (
          <Spotlight.Empty>
            {results.isError ? results.error.message : MESSAGES.nothingFound}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
