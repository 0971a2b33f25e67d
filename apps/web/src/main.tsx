import "./shared/zod-jitless";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/takeover.css";
import { nextTask } from "./app/next-task";
import { readServerRenderState } from "./app/server-render-state";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// The app starts in steps, each a main-thread task of its own, rather than in one long task
// that a phone's tap would wait behind (issue #19: total blocking time): the drawn page's
// state is read, then React is loaded, then the rest of the app, which takes the page over
// (app/start-app.tsx). The build preloads these modules with the entry (build/preload-app.ts).
const serverState = readServerRenderState();
await nextTask();
await import("react-dom/client");
await nextTask();
const { startApp } = await import("./app/start-app");
await nextTask();
await startApp(rootElement, serverState);
