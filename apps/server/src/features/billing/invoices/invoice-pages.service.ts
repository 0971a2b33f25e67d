import { type ListInvoicesQuery, ZInvoicePage } from "@studiodesk/core/contracts/billing";
import type { AuthContext, Deps } from "../../../shared/deps";
import { jsonBytes, type OrgJsonCacheOptions } from "../../../shared/org-json-cache";
import { listInvoices } from "./invoices.service";

// A page of the invoices list costs a few milliseconds to read, map and serialize, and every
// open Billing page refetches it at once after a change: at 100,000 invoices and twenty
// dashboards the list missed its 50 ms p99 (docs/ARCHITECTURE.md, Billing). Pages are kept as
// the JSON sent. Every write of an invoice publishes a live-update event (staff actions, the
// payment webhook, the past-due job, a member's deletion), and any event of the organization
// forgets its pages; the age limit bounds what an event could ever miss.
const MAX_AGE_MS = 15_000;
export const INVOICE_PAGES_CACHE: OrgJsonCacheOptions = {
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: MAX_AGE_MS,
};

// GET /invoices as the JSON sent; an unknown member (`uid`) is refused, not kept.
export function getInvoicePageJson(
  deps: Deps,
  auth: AuthContext,
  query: ListInvoicesQuery,
): Promise<Buffer> {
  const key = [query.uid ?? "", query.limit, query.starting_after ?? ""].join("|");
  return deps.invoicePages.json(
    auth.orgId,
    key,
    async () => jsonBytes(ZInvoicePage, await listInvoices(deps, auth, query)),
    deps.now(),
  );
}
