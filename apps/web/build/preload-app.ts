import type { Plugin } from "vite";

// main.tsx loads React and the app with dynamic imports, so that each is evaluated in a task
// of its own; Vite preloads only an entry's static imports. This adds a modulepreload link to
// index.html for every chunk the entry imports dynamically and what those import statically:
// they still download with the entry, and the server's page-scripts list picks them up.
export function preloadApp(): Plugin {
  return {
    name: "studiodesk-preload-app",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const { chunk, bundle } = context;
        if (!chunk || !bundle) return html;
        const files = new Set<string>();
        const addWithImports = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const output = bundle[file];
          if (output?.type !== "chunk") return;
          for (const imported of output.imports) addWithImports(imported);
        };
        for (const file of chunk.dynamicImports) addWithImports(file);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}
