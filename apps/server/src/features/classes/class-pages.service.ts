import { ZClassList, ZClassMemberList } from "@studiodesk/core/contracts/classes";
import type { AuthContext, Deps } from "../../shared/deps";
import { jsonBytes, type OrgJsonCacheOptions } from "../../shared/org-json-cache";
import { getClassMembers } from "./class-members.service";
import { listClassTables } from "./classes.service";

// The classes list (500 classes, ~340 KB) and a class's members page (2,000 members,
// ~420 KB) cost tens of milliseconds to read, map and serialize, and after a change every
// open dashboard refetches them at once; they are kept as the JSON sent. Any change in the
// organization forgets them (members' names, leaders and photos show in both); what no
// event announces — a document switched on, a series ending as time passes — shows within
// MAX_AGE_MS, the same bound the session cache keeps.
const MAX_AGE_MS = 15_000;
export const CLASS_PAGES_CACHE: OrgJsonCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: MAX_AGE_MS,
};

// GET /classes as the JSON sent; the route answers the bytes as they are.
export function getClassListJson(deps: Deps, auth: AuthContext): Promise<Buffer> {
  return deps.classPages.json(
    auth.orgId,
    "list",
    async () => jsonBytes(ZClassList, await listClassTables(deps, auth)),
    deps.now(),
  );
}

// GET /classes/:classId/members as the JSON sent; an unknown class is refused, not kept.
export function getClassMembersJson(
  deps: Deps,
  auth: AuthContext,
  classId: string,
): Promise<Buffer> {
  return deps.classPages.json(
    auth.orgId,
    `members|${classId}`,
    async () => jsonBytes(ZClassMemberList, await getClassMembers(deps, auth, classId)),
    deps.now(),
  );
}
