import "./shared/zod-jitless";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { preloadFirstVisitPage } from "./app/page-chunks";
import { requestSessionEarly } from "./shared/session-head-start";

// This entry is small on purpose: it asks for the session and the first page's code at once,
// while the app's own code (React, Mantine, the router), which index.html preloads, is still
// arriving. Without it the three would travel one after the other.
requestSessionEarly();
preloadFirstVisitPage(window.location.pathname);
void import("./app/start").then(({ startApp }) => startApp());
