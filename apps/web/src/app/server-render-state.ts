import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

// What a server-rendered page hands to the browser's app (entry-server.tsx writes it, main.tsx
// reads it): the answers its queries already have, and the router's state for the address.
export type ServerRenderState = { queries: DehydratedState; router: HydrationState };

const STATE_ELEMENT_ID = "server-render-state";

// A JSON data block, not a script the browser runs (the Content-Security-Policy allows none
// inline). `<` is escaped so no text in the data can close the element.
export function serverRenderStateElement(state: ServerRenderState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

export function readServerRenderState(): ServerRenderState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerRenderState) : null;
}
