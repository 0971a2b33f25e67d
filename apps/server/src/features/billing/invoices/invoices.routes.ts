import { ZMessageResponse } from "@studiodesk/core/contracts/auth";
import {
  type InvoicePage,
  ZCreateInvoiceRequest,
  ZCreateInvoiceResponse,
  ZInvoicePage,
  ZInvoiceParams,
  ZListInvoicesQuery,
  ZMarkInvoicePaidRequest,
} from "@studiodesk/core/contracts/billing";
import { answerJson } from "../../../shared/org-json-cache";
import { staffRoutes } from "../../../shared/staff-routes";
import { requireFeatureSwitchedOn } from "../../account/account.service";
import { chargeInvoiceToSavedCard } from "./invoice-card-charge.service";
import { getInvoicePageJson } from "./invoice-pages.service";
import {
  createInvoice,
  deleteInvoice,
  markInvoicePaidManually,
  sendInvoiceReminder,
} from "./invoices.service";

// 000 §2 Billing, Invoices tab and New Invoice; beyond the spec, Send Reminder, Charge Saved
// Card and Mark Paid.
export const invoicesRoutes = staffRoutes(
  "invoices",
  (route) => {
    route.get(
      "/invoices",
      { querystring: ZListInvoicesQuery, response: ZInvoicePage },
      async ({ deps, auth, query, reply }) =>
        answerJson<InvoicePage>(reply, await getInvoicePageJson(deps, auth, query)),
    );

    route.post(
      "/invoices",
      { body: ZCreateInvoiceRequest, response: ZCreateInvoiceResponse, status: 201 },
      ({ deps, auth, body }) => createInvoice(deps, auth, body),
    );

    route.delete(
      "/invoices/:invoiceId",
      { params: ZInvoiceParams, response: ZMessageResponse },
      ({ deps, auth, params }) => deleteInvoice(deps, auth, params.invoiceId),
    );

    route.post(
      "/invoices/:invoiceId/reminders",
      { params: ZInvoiceParams, response: ZMessageResponse },
      ({ deps, auth, params }) => sendInvoiceReminder(deps, auth, params.invoiceId),
    );

    route.post(
      "/invoices/:invoiceId/charge-saved-card",
      { params: ZInvoiceParams, response: ZMessageResponse },
      ({ deps, auth, params }) => chargeInvoiceToSavedCard(deps, auth, params.invoiceId),
    );

    route.post(
      "/invoices/:invoiceId/mark-paid",
      { params: ZInvoiceParams, body: ZMarkInvoicePaidRequest, response: ZMessageResponse },
      ({ deps, auth, params, body }) => markInvoicePaidManually(deps, auth, params.invoiceId, body),
    );
  },
  // Billing is switched off with payments (000 §2 menu switches, issue #19).
  { beforeWrite: requireFeatureSwitchedOn("billing") },
);
