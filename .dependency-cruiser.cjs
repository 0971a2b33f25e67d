// Import boundaries, checked by `npm test` (scripts/test.mjs runs `depcruise` with this file).
// Paths are relative to the repository root. See docs/ARCHITECTURE.md, "Dependency rules".
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle makes load order and ownership unclear: one side must not know the other.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-not-server",
      severity: "error",
      comment:
        "The web app never imports the server: it talks to it over HTTP (shared/api-client).",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "core-imports-no-app",
      severity: "error",
      comment: "packages/core is shared by both apps and imports neither.",
      from: { path: "^packages/core/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-feature-imports-no-other-feature",
      severity: "error",
      comment:
        "A web feature is self-contained: what two features share lives in apps/web/src/shared/.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-imports-no-feature",
      severity: "error",
      comment: "The web's shared kit is the floor: it knows no feature and not the app shell.",
      from: { path: "^apps/web/src/shared/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "server-floor-imports-no-feature",
      severity: "error",
      comment: "shared/ and db/ are the server's floor: features build on them, never the reverse.",
      from: { path: "^apps/server/src/(shared|db)/" },
      to: { path: "^apps/server/src/features/" },
    },
    {
      name: "server-feature-uses-other-features-through-services",
      severity: "error",
      comment:
        "A server feature calls another only through that feature's *.service.ts (its public face), never its repo, routes or internals.",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: {
        path: "^apps/server/src/features/[^/]+/",
        pathNot: ["^apps/server/src/features/$1/", "[.]service[.]ts$"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: ["(^|/)node_modules/", "(^|/)dist/", "(^|/)dist-ssr/", "^scripts/boundaries/fixtures/"],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
