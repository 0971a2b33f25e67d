import { useMemo, useRef } from "react";

// One request at a time from a button that creates something. A mutation's `isPending`
// disables the button only after the next render, so a double click sent two creates (two
// events from one Save & Publish); this gate closes on the first click, at once, and opens
// when the request settles. `start()` answers whether this click may send.
export function useSingleFlight() {
  const isInFlight = useRef(false);
  return useMemo(
    () => ({
      start: () => {
        if (isInFlight.current) return false;
        isInFlight.current = true;
        return true;
      },
      end: () => {
        isInFlight.current = false;
      },
    }),
    [],
  );
}
