import { z } from "zod";
import { ZId } from "./common";

// Issue #20: the organization's audit log as admins read it on the Activity page: who did
// what, when. Every staff write records one line (`recordAudit` on the server).
export const ZAuditActor = z.object({
  id: z.string(),
  name: z.string(),
});
export type AuditActor = z.infer<typeof ZAuditActor>;

export const ZAuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  // Null for what the server did on its own (a job, a webhook).
  actor: ZAuditActor.nullable(),
  // What happened ("member.updated"), and the kind of record it happened to ("member").
  action: z.string(),
  kind: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_PAGE_SIZE = 25;

// An actor whose account is gone (a deleted member): the line stays, the name does not.
export const FORMER_ACTOR_NAME = "Removed account";

// GET /api/v1/audit?actorId=&kind=&starting_after= — newest first, 25 a page.
export const ZListAuditQuery = z.object({
  actorId: ZId.optional(),
  kind: z.string().min(1).max(100).optional(),
  // The last entry's id of the page before (its nextCursor).
  starting_after: ZId.optional(),
});
export type ListAuditQuery = z.infer<typeof ZListAuditQuery>;

export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof ZAuditPage>;

// GET /api/v1/audit/filters: the choices of the page's two filters.
export const ZAuditFilters = z.object({
  actors: z.array(ZAuditActor),
  kinds: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof ZAuditFilters>;
