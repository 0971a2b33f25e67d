import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "../rules/safe-input";

// 000 §2 top-bar search, across the sections an admin opens most.
export const SEARCH_KINDS = [
  "member",
  "event",
  "class",
  "product",
  "document",
  "resource",
  "video",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

// A few hits of each kind: enough to pick from while typing, cheap at 100,000 members.
export const SEARCH_HITS_PER_KIND = 5;

// GET /api/v1/search?q=
export const ZSearchQuery = z.object({ q: z.string().trim().min(1).max(MAX_SEARCH_LENGTH) });

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  // The line under the title: a member's email, an event's first start, a file's name.
  detail: z.string().nullable(),
  // An event opens at one occurrence: its first start (ISO instant); null for other kinds.
  startsAt: z.string().nullable(),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResults = z.object({ hits: z.array(ZSearchHit) });
export type SearchResults = z.infer<typeof ZSearchResults>;
