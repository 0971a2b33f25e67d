import type { HtmlTagDescriptor, Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The entry (src/main.tsx) is small and imports the app itself (src/app/start.tsx) dynamically,
// so that it can ask for the session and the first page's code first. This puts the app's
// chunk, the chunks it imports and its styles in index.html as preloads, so they still start
// downloading as soon as the page is parsed rather than once the entry has run.
const APP_MODULE = "src/app/start.tsx";

export function preloadAppChunk(): Plugin {
  return {
    name: "studiodesk-preload-app-chunk",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        const appChunk = findChunk(context.bundle, APP_MODULE);
        if (!appChunk) throw new Error(`The build has no chunk for ${APP_MODULE}`);
        const entryFiles = staticClosure(context.bundle, context.chunk);
        const scripts = [...staticClosure(context.bundle, appChunk)].filter(
          (chunk) => !entryFiles.has(chunk),
        );
        const styles = new Set(
          scripts.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        return [
          ...[...styles].map(
            (file): HtmlTagDescriptor => ({
              tag: "link",
              attrs: { rel: "stylesheet", crossorigin: true, href: `/${file}` },
              injectTo: "head",
            }),
          ),
          ...scripts.map(
            (chunk): HtmlTagDescriptor => ({
              tag: "link",
              attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: "head",
            }),
          ),
        ];
      },
    },
  };
}

function findChunk(bundle: OutputBundle, moduleId: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === "chunk" && (output.facadeModuleId?.endsWith(moduleId) ?? false),
  );
}

// A chunk and every chunk it imports statically (those load with it).
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<OutputChunk>()) {
  seen.add(chunk);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk" && !seen.has(imported)) staticClosure(bundle, imported, seen);
  }
  return seen;
}
