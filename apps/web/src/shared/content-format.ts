import type { FileLink } from "@studiodesk/core/contracts/content";
import { MESSAGES } from "@studiodesk/core/messages";
import { notifyFailure } from "./failure-message";
import { notify } from "./notify";

export { formatLongDate as formatContentDate } from "@studiodesk/core/rules/date-formats";

// Opens the file of a document or resource through its short-lived signed link. The tab is
// opened before the link is fetched: browsers block a window opened after waiting.
export async function openSignedLink(fetchLink: () => Promise<FileLink>): Promise<void> {
  const viewer = window.open("", "_blank");
  if (!viewer) {
    notify(MESSAGES.popupBlockedView, "danger");
    return;
  }
  viewer.opener = null;
  try {
    viewer.location.href = (await fetchLink()).url;
  } catch (error) {
    viewer.close();
    notifyFailure(error);
  }
}
