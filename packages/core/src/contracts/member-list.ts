// The members list's page size, sorts and filters as plain values, apart from the schemas of
// members.ts: the web's members page uses them at run time, and taking them from there would
// load Zod and every member schema with the page (issue #19: a page's first load).

export const MEMBERS_PAGE_SIZE = 25;

// Issue #21: the desk's sorts (newest joined first, by name, most recently active first) and
// filters (active in the last 30 days, leaders, blocked).
export const MEMBER_SORTS = ["joined", "name", "lastActive"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_FILTERS = ["active", "leaders", "blocked"] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
