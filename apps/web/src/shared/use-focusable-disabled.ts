import { type MouseEvent, useEffect, useRef } from "react";

// The props of a Mantine Button that a keyboard user who pressed it stays on (issue #19): a
// natively disabled button drops focus to the page body, so the user started over from the
// top after every save. "Refused" (nothing changed yet, a file still uploading) is therefore
// aria-disabled, still focusable, its click refused (and so a field's Enter, which clicks a
// form's submit button); and the focus that the save's spinner (Mantine's loading, natively
// disabled) took away is given back when the save ends.
export function useFocusableDisabled({
  isRefused,
  isPending,
  onClick,
}: {
  isRefused: boolean;
  isPending: boolean;
  onClick?: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const wasPressed = useRef(false);

  useEffect(() => {
    if (isPending || !wasPressed.current) return;
    wasPressed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus({ preventScroll: true });
  }, [isPending]);

  return {
    ref: button,
    "data-disabled": isRefused || undefined,
    "aria-disabled": isRefused || undefined,
    loading: isPending,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (isRefused) return event.preventDefault();
      wasPressed.current = document.activeElement === event.currentTarget;
      onClick?.();
    },
  };
}
