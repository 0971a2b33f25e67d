/// <reference types="vite/client" />

// Replaced at build time by vite.config.ts with the workspace version.
declare const __APP_VERSION__: string;
