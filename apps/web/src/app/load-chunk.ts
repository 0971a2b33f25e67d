import type { ComponentType } from "react";

// 000 §8: a code-split chunk that has not arrived after 120 seconds counts as failed.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super("Loading chunk failed", { cause });
    this.name = "ChunkLoadError";
  }
}

export function loadChunk<Module>(importer: () => Promise<Module>): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_LOAD_TIMEOUT_MS);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

// A React Router `lazy` function for a page module: the page's chunk loads on first visit.
export function lazyPage<Module>(
  importer: () => Promise<Module>,
  pickComponent: (module: Module) => ComponentType,
) {
  return async () => ({ Component: pickComponent(await loadChunk(importer)) });
}
