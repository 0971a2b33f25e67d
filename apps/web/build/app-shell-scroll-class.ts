import type { Plugin } from "vite";

// Mantine's AppShell header, footer and aside import react-remove-scroll (with its side-car and
// style-singleton helpers, about 4 KB compressed) for one string: the class name a modal's
// scroll lock looks for to keep fixed bars from jumping. Every signed-in page's first load
// carried it (issue #19). They get the same string from react-remove-scroll-bar's constants,
// where react-remove-scroll takes it too; a modal still loads the whole library with its code.
const APP_SHELL_SECTION =
  /@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/;
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
const CLASS_NAME_ONLY = `import { zeroRightClassName } from "react-remove-scroll-bar/constants";
const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };`;

export function appShellScrollClass(): Plugin {
  return {
    name: "studiodesk-app-shell-scroll-class",
    enforce: "pre",
    transform(code, id) {
      if (!APP_SHELL_SECTION.test(id)) return null;
      // The module must still use RemoveScroll for that class name alone: if a release uses
      // more of it, the build stops here rather than drawing a bar without its behaviour.
      const uses = code.match(/RemoveScroll\.[\w.]+/g) ?? [];
      if (
        !code.includes(IMPORT) ||
        uses.some((use) => use !== "RemoveScroll.classNames.zeroRight")
      ) {
        throw new Error(`Mantine's ${id} changed shape; review build/app-shell-scroll-class.ts`);
      }
      return { code: code.replace(IMPORT, CLASS_NAME_ONLY), map: null };
    },
  };
}
