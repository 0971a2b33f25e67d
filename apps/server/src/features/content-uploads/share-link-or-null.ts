import type { Deps } from "../../shared/deps";
import { createShareLink, type NewShareLink } from "../share-links/share-links.service";

// 001 §7: createShareLink answers 'nil' on failure and the item is saved without a link;
// the dashboard then shows 'Unable To Copy Link'. Called outside any open transaction:
// it opens its own, and PGlite's single connection would wait on ours forever.
export async function shareLinkOrNull(deps: Deps, link: NewShareLink): Promise<string | null> {
  try {
    return await createShareLink(deps, link);
  } catch (error) {
    deps.logger.warn({ err: error, orgId: link.orgId }, "saved without a share link");
    return null;
  }
}
