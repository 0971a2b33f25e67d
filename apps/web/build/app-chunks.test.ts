import { describe, expect, it } from "vitest";
import { type ChunkPlan, chunkPlan } from "./app-chunks";

const ROOT = "/app";
type Chunk = Parameters<typeof chunkPlan>[0][number];

// A first build's chunk: its file, the module it was made for (if imported on its own), its
// modules and the chunks it imports.
function chunk(
  fileName: string,
  facade: string | null,
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
): Chunk {
  const id = (module: string) => (module.startsWith("/") ? module : `${ROOT}/${module}`);
  return {
    fileName,
    facadeModuleId: facade && id(facade),
    moduleIds: modules.map(id),
    imports,
    dynamicImports,
    isEntry: fileName === "index.js",
  } as Chunk;
}

const REACT_DOM = "/app/node_modules/react-dom/client.js";
const CHUNKS = [
  chunk("index.js", "src/main.tsx", ["src/main.tsx"], ["next-task.js"], ["client.js", "start.js"]),
  chunk("next-task.js", null, ["src/app/next-task.ts"]),
  chunk("client.js", REACT_DOM, [REACT_DOM, "/app/node_modules/react-dom/x.js"], ["react.js"]),
  chunk("react.js", null, ["/app/node_modules/react/index.js"]),
  chunk(
    "start.js",
    "src/app/start-app.tsx",
    ["src/app/start-app.tsx", "src/app/router.tsx"],
    ["react.js", "next-task.js", "box.js", "routes.js"],
    ["layout.js", "sign-in.js", "host.js"],
  ),
  chunk("box.js", null, ["/app/node_modules/@mantine/core/Box.mjs"]),
  chunk("routes.js", null, ["src/app/dashboard-routes.ts"], [], ["members.js"]),
  chunk(
    "layout.js",
    "src/app/layout/AppLayout.tsx",
    ["src/app/layout/AppLayout.tsx", "src/app/layout/SideMenu.tsx"],
    ["box.js", "nav-link.js", "button.js", "transition.js"],
  ),
  chunk("nav-link.js", null, ["/app/node_modules/@mantine/core/NavLink.mjs"]),
  chunk("button.js", null, ["/app/node_modules/@mantine/core/Button.mjs"]),
  chunk("transition.js", null, ["/app/node_modules/@mantine/core/Transition.mjs"]),
  chunk(
    "sign-in.js",
    "src/features/auth/pages/SignInPage.tsx",
    ["src/features/auth/pages/SignInPage.tsx"],
    ["button.js", "input.js"],
  ),
  chunk("input.js", null, ["/app/node_modules/@mantine/core/Input.mjs"]),
  chunk(
    "host.js",
    "src/app/NotificationsHost.tsx",
    ["src/app/NotificationsHost.tsx"],
    ["transition.js"],
  ),
  chunk(
    "members.js",
    "src/features/members/pages/MembersPage.tsx",
    ["src/features/members/pages/MembersPage.tsx"],
    ["nav-link.js", "table.js"],
  ),
  chunk("table.js", null, ["/app/node_modules/@mantine/core/Table.mjs"]),
];

const planned = (plan: ChunkPlan) =>
  Object.fromEntries(
    [...plan].map(([id, name]) => [id.replace(/^\/app\/(node_modules\/)?/, ""), name]),
  );

describe("chunkPlan", () => {
  const plan = planned(
    chunkPlan(CHUNKS, ROOT, new Set([`${ROOT}/src/features/members/pages/MembersPage.tsx`])),
  );

  it("gathers React, the app's start and the shell, each with what it imports, in a chunk each", () => {
    expect(plan).toMatchObject({
      "react-dom/x.js": "react",
      "react/index.js": "react",
      "src/app/router.tsx": "app-start",
      "@mantine/core/Box.mjs": "app-start",
      "src/app/dashboard-routes.ts": "app-start",
      "src/app/layout/SideMenu.tsx": "shell",
      "@mantine/core/NavLink.mjs": "shell",
    });
  });

  it("keeps apart what the shell shares with what loads without it: sign-in, notifications", () => {
    expect(plan["@mantine/core/Button.mjs"]).toBe("shell-shared");
    expect(plan["@mantine/core/Transition.mjs"]).toBe("shell-shared");
  });

  it("leaves the entry's imports, the pages' own modules and the imported modules themselves", () => {
    for (const module of [
      "src/main.tsx",
      "src/app/next-task.ts",
      "react-dom/client.js",
      "src/app/start-app.tsx",
      "src/app/layout/AppLayout.tsx",
      "src/features/auth/pages/SignInPage.tsx",
      "@mantine/core/Input.mjs",
      "@mantine/core/Table.mjs",
    ]) {
      expect(plan[module], module).toBeUndefined();
    }
  });
});
