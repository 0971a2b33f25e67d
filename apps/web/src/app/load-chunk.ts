import { MESSAGES } from "@studiodesk/core/messages";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { routeTitle } from "./route-handle";

// 000 §8: a code-split chunk that has not arrived after 120 seconds counts as failed.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(MESSAGES.chunkLoadFailed, { cause });
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

// A page at a path, titled for the breadcrumb, whose chunk loads on first visit.
export function pageRoute<Module>(
  path: string,
  title: string,
  importer: () => Promise<Module>,
  pickComponent: (module: Module) => ComponentType,
) {
  return {
    path,
    handle: routeTitle(title),
    lazy: lazyPage(importer, pickComponent),
  } satisfies RouteObject;
}

export function indexPage<Module>(
  importer: () => Promise<Module>,
  pickComponent: (module: Module) => ComponentType,
) {
  return { index: true, lazy: lazyPage(importer, pickComponent) } satisfies RouteObject;
}
