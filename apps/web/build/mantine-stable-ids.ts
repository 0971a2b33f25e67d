import type { Plugin } from "vite";

// Mantine's useId starts from React's useId, then swaps it for a random id in a layout effect
// after mount (a leftover from React 17, which had no useId). Every input, menu and popover
// therefore draws twice on mount, synchronously, and a server-drawn page has all its ids
// rewritten just after hydration: a long main-thread task on every page (issue #19). React's
// id is stable and unique within the app's one root, so it is kept as it is, in the same
// `mantine-…` form the server's render writes.
const MANTINE_USE_ID = /@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

export function mantineStableIds(): Plugin {
  return {
    name: "studiodesk-mantine-stable-ids",
    enforce: "pre",
    transform(code, id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      // The replaced module must still be Mantine's: if a release reshapes it, the build stops
      // here rather than quietly dropping the fix.
      if (!code.includes("setUuid(randomId())")) {
        throw new Error(
          `Mantine's useId changed shape (${id}); review build/mantine-stable-ids.ts`,
        );
      }
      return { code: STABLE_USE_ID, map: null };
    },
  };
}
