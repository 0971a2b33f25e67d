import { ActionIcon, TextInput } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { useSpotlight } from "@mantine/spotlight";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, lazy, Suspense, useLayoutEffect, useState } from "react";
import { globalSearch, searchStore } from "../global-search/search-store";
import { loadChunk } from "../load-chunk";

const GlobalSearch = lazy(() =>
  loadChunk(() => import("../global-search/GlobalSearch")).then((module) => ({
    default: module.GlobalSearch,
  })),
);

// The top bar's Search box: a click, Enter, or ⌘K / Ctrl+K anywhere opens the global search.
// Its code loads on the first opening; the store remembers the opening until it has arrived.
// Whether to draw the dialog follows the store, not this box's own state: a box drawn anew
// (a layout redrawn between the key and the dialog's arrival) still shows the open search.
// Below md (992 px) the box gives way to an icon button, so a phone or tablet can search too.
export function SearchBox() {
  const { opened } = useSpotlight(searchStore);
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  const openSearch = () => globalSearch.open();
  // ⌘K / Ctrl+K anywhere, inputs included, listened for from the moment the box is drawn (a
  // layout effect). Mantine's useHotkeys listens from a passive effect, which a busy machine
  // can run after a key pressed as soon as the top bar shows: that key was lost.
  useLayoutEffect(() => {
    const onKeyDown = getHotkeyHandler([["mod+K", () => globalSearch.open()]]);
    document.documentElement.addEventListener("keydown", onKeyDown);
    return () => document.documentElement.removeEventListener("keydown", onKeyDown);
  }, []);
  const openOnKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openSearch();
    }
  };

  return (
    <>
      {/* Every input has a visible label (a placeholder is not one): "Search" beside the box,
          on its line of the top bar; the placeholder says what it finds. A click on the label
          opens the search as the box does. Below md the icon button is named "Search". */}
      <TextInput
        label={MESSAGES.search}
        placeholder={MESSAGES.globalSearchPlaceholder}
        leftSection={<IconSearch size={16} />}
        visibleFrom="md"
        styles={{
          root: { display: "flex", alignItems: "center", gap: "var(--mantine-spacing-xs)" },
          label: { cursor: "pointer" },
          input: { cursor: "pointer" },
        }}
        readOnly
        aria-haspopup="dialog"
        onClick={openSearch}
        onKeyDown={openOnKey}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="md"
        aria-label={MESSAGES.search}
        aria-haspopup="dialog"
        onClick={openSearch}
      >
        <IconSearch size={20} />
      </ActionIcon>
      {hasOpened && (
        <Suspense fallback={null}>
          <GlobalSearch />
        </Suspense>
      )}
    </>
  );
}
