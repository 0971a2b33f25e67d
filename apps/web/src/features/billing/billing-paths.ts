export const BILLING_PATH = "/dashboard/billing";
export const NEW_INVOICE_PATH = "/dashboard/invoices/newinvoice";
