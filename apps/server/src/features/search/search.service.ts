import {
  SEARCH_HITS_PER_KIND,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  ZSearchResults,
} from "@studiodesk/core/contracts/search";
import { withTenant } from "../../db/database";
import type { AuthContext, Deps } from "../../shared/deps";
import { jsonBytes, type OrgJsonCacheOptions } from "../../shared/org-json-cache";
import { listMemberPage } from "../members/members.service";
import { searchTitled, type TitledHitRow, type TitledTable } from "./search.repo";

const KIND_OF_TABLE: Record<TitledTable, SearchKind> = {
  events: "event",
  classes: "class",
  products: "product",
  documents: "document",
  resources: "resource",
  videos: "video",
};

function toTitledHit(kind: SearchKind, row: TitledHitRow): SearchHit {
  return {
    kind,
    id: row.id,
    title: row.title,
    detail: row.file_name,
    startsAt: row.start_at ? new Date(row.start_at).toISOString() : null,
  };
}

// A term's results as the JSON sent, per organization: the desk looks the same names up again
// and again through the day. Any live-update event of the organization forgets them (every
// write to members, the schedule, classes, the shop and content publishes one); the age
// limit bounds what no event announces (a video host's sync).
export const SEARCH_RESULTS_CACHE: OrgJsonCacheOptions = {
  maxBytes: 4 * 1024 * 1024,
  maxAgeMs: 15_000,
};

export function searchOrganizationJson(
  deps: Deps,
  auth: AuthContext,
  term: string,
): Promise<Buffer> {
  return deps.searchResults.json(
    auth.orgId,
    term,
    async () => jsonBytes(ZSearchResults, await searchOrganization(deps, auth, term)),
    deps.now(),
  );
}

// 000 §2 top-bar search: members by name, email or phone through the members list's own
// search, then the titled sections, each a few hits, in the order the results show them.
export async function searchOrganization(
  deps: Deps,
  auth: AuthContext,
  term: string,
): Promise<SearchResults> {
  const { members } = await listMemberPage(deps, auth, {
    search: term,
    sort: "joined",
    limit: SEARCH_HITS_PER_KIND,
  });
  const titled = await withTenant(deps.db, auth.orgId, (trx) =>
    searchTitled(trx, auth.orgId, term, SEARCH_HITS_PER_KIND),
  );
  const memberHits = members.map(
    (member): SearchHit => ({
      kind: "member",
      id: member.id,
      title: `${member.firstName} ${member.lastName}`.trim() || member.email,
      detail: member.email,
      startsAt: null,
    }),
  );
  const titledHits = (Object.keys(KIND_OF_TABLE) as TitledTable[]).flatMap((table) =>
    titled[table].map((row) => toTitledHit(KIND_OF_TABLE[table], row)),
  );
  return { hits: [...memberHits, ...titledHits] };
}
