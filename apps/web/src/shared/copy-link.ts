import { MESSAGES } from "@studiodesk/core/messages";
import { notify } from "./notify";

// Copies a share link and says whether it worked. The link is missing when it could not be
// created (the spec's nil); the clipboard is missing outside secure contexts (plain http)
// and refused without permission.
export async function copyShareLink(link: string | null | undefined): Promise<void> {
  try {
    if (!link) throw new Error("no link");
    await navigator.clipboard.writeText(link);
    notify(MESSAGES.linkCopied, "success");
  } catch {
    notify(MESSAGES.unableToCopyLink, "danger");
  }
}
