// Zod compiles fast object parsers with `new Function` after probing whether eval is allowed.
// Our Content-Security-Policy forbids eval, and Chromium reports even the caught probe as a
// violation (a DevTools issue, which costs the page its Lighthouse best-practices score), so
// the web app parses without compiling: `z.config({ jitless: true })`, set through the global
// Zod keeps its configuration in and creates when absent, so that Zod itself stays out of the
// entry chunk (it loads with the first form). Imported first by main.tsx; zod-jitless.test.ts
// checks Zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
