import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

// Long enough that typing a name asks the server once, not once per letter.
const SEARCH_DEBOUNCE_MS = 300;

// A list the server searches (Members, Bookings): the box shows every keystroke, and `term`,
// the trimmed text, follows once typing pauses; the list's query asks with it. `searchProps`
// feeds SearchInput; `label` names what is searched ("Search members"); `initialText`, what
// the box starts with (a search kept in the address), and `setText` puts another there.
export function useServerSearch(label: string, initialText = "") {
  const [text, setText] = useState(initialText);
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return {
    term,
    setText,
    clear: () => setText(""),
    searchProps: { label, value: text, onChange: setText },
  };
}
