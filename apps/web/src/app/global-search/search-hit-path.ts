import type { SearchHit, SearchKind } from "@studiodesk/core/contracts/search";
import { MESSAGES } from "@studiodesk/core/messages";
import { eventViewPath } from "../../features/schedule/schedule-paths";
import { productPath } from "../../features/shop/shop-paths";
import { classPath } from "../../shared/class-paths";
import { memberProfilePath } from "../../shared/member-profile-path";

// The results' group titles, in the order the server sends the groups.
export const SEARCH_GROUP_TITLES: Record<SearchKind, string> = {
  member: MESSAGES.members,
  event: MESSAGES.events,
  class: MESSAGES.classes,
  product: MESSAGES.products,
  document: MESSAGES.documents,
  resource: MESSAGES.resources,
  video: MESSAGES.videos,
};

// Where a hit opens. Documents, resources and videos have no page of their own (001 §2):
// they open their list.
export function searchHitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case "member":
      return memberProfilePath(hit.id);
    case "event":
      return eventViewPath(hit.id, hit.startsAt ?? "");
    case "class":
      return classPath(hit.id);
    case "product":
      return productPath(hit.id);
    case "document":
      return "/dashboard/documents";
    case "resource":
      return "/dashboard/resources";
    case "video":
      return "/dashboard/videos";
  }
}
