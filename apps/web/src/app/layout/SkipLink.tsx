import { MESSAGES } from "@studiodesk/core/messages";
import type { MouseEvent } from "react";
import classes from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

// Focus moves without touching the address: a "#main-content" in the URL would outlive the jump.
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

// The first stop of the Tab key: past the header and side menu, straight to the page.
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
      {MESSAGES.skipToMainContent}
    </a>
  );
}
