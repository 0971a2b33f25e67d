import type {
  BillingInvoice,
  CreateInvoiceRequest,
  InvoicePage,
  ListInvoicesQuery,
  MarkInvoicePaidRequest,
} from "@studiodesk/core/contracts/billing";
import { MESSAGES } from "@studiodesk/core/messages";
import { formatLongDate } from "@studiodesk/core/rules/date-formats";
import {
  invoiceAmountPaidBy,
  invoiceDueDateBounds,
  invoiceDueDateIssue,
  invoicePrice,
  invoiceSaveIssue,
  REMINDER_INTERVAL_MS,
} from "@studiodesk/core/rules/invoices";
import { canDeleteInvoice } from "@studiodesk/core/rules/members";
import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import { wallClockToInstant } from "@studiodesk/core/rules/wall-clock";
import { type Trx, withTenant } from "../../../db/database";
import { AppError, notFoundError, requireRow, validationError } from "../../../shared/app-error";
import { type StaffAction, staffWrite } from "../../../shared/audit";
import { decodeCursor, encodeCursor, keysetPage } from "../../../shared/cursor";
import type { AuthContext, Deps } from "../../../shared/deps";
import { newId, sha256 } from "../../../shared/ids";
import {
  findOrganizationAccount,
  organizationNameOf,
  organizationPaymentCurrency,
} from "../../account/account.service";
import { expireInvoiceCheckout } from "./invoice-checkout-expiry";
import { invoicePayLink } from "./invoice-links";
import { invoiceMail } from "./invoice-mail";
import { toBillingInvoice } from "./invoice-mapping";
import {
  claimReminder,
  deletePendingInvoice,
  findInvoice,
  findInvoiceByKey,
  findInvoiceCustomer,
  findInvoiceForUpdate,
  findSavedCards,
  type InvoiceRow,
  insertInvoiceCharge,
  insertPendingInvoice,
  listInvoicePage,
  markInvoicePaid,
} from "./invoices.repo";

// The live-update topic of every invoice change (the web's invoice keys sit under it).
export const INVOICES_TOPIC = "invoices";

export async function listInvoices(
  deps: Deps,
  auth: AuthContext,
  query: ListInvoicesQuery,
): Promise<InvoicePage> {
  const cursor = query.starting_after ? decodeCursor(query.starting_after) : undefined;
  const { rows, savedCards } = await withTenant(deps.db, auth.orgId, async (trx) => {
    if (query.uid) await requireCustomer(trx, auth.orgId, query.uid);
    const rows = await listInvoicePage(trx, auth.orgId, {
      cursor,
      limit: query.limit,
      userId: query.uid,
      isUnpaidOnly: query.status === "unpaid",
    });
    const savedCards = await findSavedCards(
      trx,
      auth.orgId,
      rows.map((row) => row.user_id),
    );
    return { rows, savedCards };
  });
  const { page, nextCursor } = keysetPage(rows, query.limit, encodeCursor);
  return {
    invoices: page.map((row) =>
      toBillingInvoice(deps.config, auth.orgId, row, savedCards.get(row.user_id)),
    ),
    nextCursor,
  };
}

// 000 §5 Invoice save: the spec's messages in order, the member of this organization (404
// otherwise), pending, then the customer's mail with the pay link once it has committed.
// The form's key names the invoice: the same request again (a double click, a retry) answers
// the invoice the first one created, with no second row and no second mail; the same key with
// another request is 409, never an overwrite.
export async function createInvoice(
  deps: Deps,
  auth: AuthContext,
  request: CreateInvoiceRequest,
): Promise<{ invoice: BillingInvoice; message: string }> {
  const issue = invoiceSaveIssue(request, await organizationPaymentCurrency(deps, auth));
  if (issue || !request.uid || !request.dueDate)
    throw validationError(issue ?? MESSAGES.invalidRequest);
  const draft = { ...request, uid: request.uid, dueDate: request.dueDate };
  const saved = await staffWrite(deps, auth, { topic: INVOICES_TOPIC }, async (trx, audit) => {
    const account = await findOrganizationAccount(trx, auth.orgId);
    const savedCards = await findSavedCards(trx, auth.orgId, [draft.uid]);
    const savedCard = savedCards.get(draft.uid);
    const earlier = await findInvoiceByKey(trx, auth.orgId, request.idempotencyKey);
    if (earlier) return { row: replayOf(earlier, draft), account, savedCard, isNew: false };
    const inserted = await insertInvoice(deps, trx, { orgId: auth.orgId, draft, account, audit });
    return { ...inserted, savedCard };
  });
  const invoiceId = saved.row.id;
  if (saved.isNew) {
    await deps.events.publish(auth.orgId, { topic: "members", id: draft.uid });
    // The invoice stands without its mail; Send Reminder sends it again.
    await sendInvoiceMail(deps, auth.orgId, { ...saved, isReminder: false }).catch(
      (error: unknown) => deps.logger.error({ err: error, invoiceId }, "invoice mail failed"),
    );
  }
  return {
    invoice: toBillingInvoice(deps.config, auth.orgId, saved.row, saved.savedCard),
    message: MESSAGES.newInvoiceAdded,
  };
}

type InvoiceDraft = CreateInvoiceRequest & { uid: string; dueDate: string };

async function insertInvoice(
  deps: Deps,
  trx: Trx,
  create: {
    orgId: string;
    draft: InvoiceDraft;
    account: OrganizationAccount;
    audit: (action: StaffAction) => Promise<void>;
  },
) {
  const { orgId, draft, account } = create;
  const timeZone = account?.publicInformation.timezone ?? "UTC";
  // Checked only for a new invoice: the same form sent again after midnight still answers the
  // invoice it created.
  const dueDateIssue = invoiceDueDateIssue(
    draft.dueDate,
    invoiceDueDateBounds(deps.now(), timeZone),
  );
  if (dueDateIssue) throw validationError(dueDateIssue);
  const member = await requireCustomer(trx, orgId, draft.uid);
  // Noon of the due day on the studio's clock: the same calendar day in every nearby zone.
  const dueAt = wallClockToInstant(`${draft.dueDate}T12:00`, timeZone);
  if (!dueAt) throw validationError(MESSAGES.selectInvoiceDueDate);
  const invoiceId = newId();
  const items = draft.items.map((item, index) => ({ ...item, index }));
  const isNew = await insertPendingInvoice(
    trx,
    orgId,
    {
      id: invoiceId,
      userId: draft.uid,
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      address: member.address ?? null,
      dueDate: dueAt,
      items,
      price: invoicePrice(items),
      memo: draft.memo || null,
      footer: draft.footer || null,
      invoiceUrl: invoicePayLink(deps.config, orgId, invoiceId),
    },
    { idempotencyKey: draft.idempotencyKey, requestDigest: requestDigestOf(draft) },
  );
  if (!isNew) {
    // A concurrent request under the same key committed first: answer its invoice.
    const winner = await findInvoiceByKey(trx, orgId, draft.idempotencyKey);
    if (!winner) throw new Error("invoice vanished under its idempotency key");
    return { row: replayOf(winner, draft), account, isNew: false };
  }
  await create.audit({ action: "invoice.created", targetType: "invoice", targetId: invoiceId });
  const row = (await findInvoice(trx, orgId, invoiceId)) as InvoiceRow;
  return { row, account, isNew: true };
}

// The request the key stands for, in a fixed order and without the key: the parsed body, so
// the same form sent twice gives the same digest.
const requestDigestOf = (draft: InvoiceDraft) =>
  sha256(
    JSON.stringify([
      draft.uid,
      draft.items.map((item) => [item.name, item.quantity, item.amount]),
      draft.dueDate,
      draft.memo,
      draft.footer,
    ]),
  );

// An invoice already created under the request's key: the same request is answered with it;
// another request under that key is refused rather than answered with the wrong invoice.
function replayOf(earlier: InvoiceRow & { request_digest: string | null }, draft: InvoiceDraft) {
  if (earlier.request_digest !== requestDigestOf(draft)) {
    throw new AppError("invoice_key_reused", MESSAGES.invoiceKeyReused, 409);
  }
  return earlier;
}

type OrganizationAccount = Awaited<ReturnType<typeof findOrganizationAccount>>;

// The pay-link mail. The account comes from the caller's transaction: a second one opened
// here would wait on the first where the database has a single connection (PGlite).
async function sendInvoiceMail(
  deps: Deps,
  orgId: string,
  mail: { row: InvoiceRow; account: OrganizationAccount; isReminder: boolean },
) {
  const { row, account } = mail;
  const timeZone = account?.publicInformation.timezone ?? "UTC";
  await deps.mailer.send(
    invoiceMail({
      email: row.email,
      firstName: row.first_name,
      organizationName: organizationNameOf(account),
      amountCents: row.price.amount,
      currency: paymentCurrencyOf(account),
      // 000 §9's plain date ('December 01, 2026'), the studio's day, as the app shows it.
      dueDate: formatLongDate(row.due_date, timeZone),
      payLink: invoicePayLink(deps.config, orgId, row.id),
      isReminder: mail.isReminder,
      memo: row.memo,
      footer: row.footer,
    }),
  );
}

// Another organization's member, or no member at all, is a 404.
export async function requireCustomer(trx: Trx, orgId: string, userId: string) {
  return requireRow(findInvoiceCustomer(trx, orgId, userId), () =>
    notFoundError(MESSAGES.memberNotFound),
  );
}

async function requireInvoice(trx: Trx, orgId: string, invoiceId: string) {
  return requireRow(findInvoiceForUpdate(trx, orgId, invoiceId), () =>
    notFoundError(MESSAGES.invoiceNotFound),
  );
}

const alreadyPaid = () => new AppError("invoice_already_paid", MESSAGES.invoiceAlreadyPaid, 409);

// 000 §4: only unpaid, pending invoices may be deleted ('Invoice Deleted.').
// Its pay link's open hosted payment is expired too: nobody may pay an invoice that is gone
// (one paid in the moment before is refunded by the webhook).
export async function deleteInvoice(deps: Deps, auth: AuthContext, invoiceId: string) {
  const deleted = await staffWrite(deps, auth, { topic: INVOICES_TOPIC }, async (trx, audit) => {
    const invoice = await requireInvoice(trx, auth.orgId, invoiceId);
    if (
      !canDeleteInvoice(invoice.status) ||
      !(await deletePendingInvoice(trx, auth.orgId, invoiceId))
    ) {
      throw new AppError("invoice_not_deletable", MESSAGES.invoiceNotDeletable, 409);
    }
    await audit({ action: "invoice.deleted", targetType: "invoice", targetId: invoiceId });
    return invoice;
  });
  await expireInvoiceCheckout(deps, auth.orgId, deleted);
  return { message: MESSAGES.invoiceDeleted };
}

// Beyond the spec: the pay-link mail again, at most once in 24 hours. The mail goes out inside
// the transaction that stamps it, so a failed send leaves the invoice free to try again.
export async function sendInvoiceReminder(deps: Deps, auth: AuthContext, invoiceId: string) {
  await staffWrite(deps, auth, { topic: INVOICES_TOPIC }, async (trx, audit) => {
    const invoice = await requireInvoice(trx, auth.orgId, invoiceId);
    if (invoice.status === "paid") throw alreadyPaid();
    const now = deps.now();
    const notBefore = new Date(now.getTime() - REMINDER_INTERVAL_MS);
    if (!(await claimReminder(trx, auth.orgId, invoiceId, { now, notBefore }))) {
      throw new AppError("invoice_reminder_too_soon", MESSAGES.invoiceReminderTooSoon, 409);
    }
    await audit({ action: "invoice.reminder_sent", targetType: "invoice", targetId: invoiceId });
    const account = await findOrganizationAccount(trx, auth.orgId);
    await sendInvoiceMail(deps, auth.orgId, { row: invoice, account, isReminder: true });
  });
  return { message: MESSAGES.invoiceReminderSent };
}

// Beyond the spec: money taken at the desk (cash or cheque), recorded as the invoice's one
// charge of kind 'manual', with the note in the invoice and the audit log. Its amount is what
// was owed without a card: the items' total, the card fee left out (invoiceAmountPaidBy).
export async function markInvoicePaidManually(
  deps: Deps,
  auth: AuthContext,
  invoiceId: string,
  request: MarkInvoicePaidRequest,
) {
  if (!request.note) throw validationError(MESSAGES.invoicePaymentNoteRequired);
  const paid = await staffWrite(deps, auth, { topic: INVOICES_TOPIC }, async (trx, audit) => {
    const invoice = await requireInvoice(trx, auth.orgId, invoiceId);
    if (invoice.status === "paid") throw alreadyPaid();
    await markInvoicePaid(trx, auth.orgId, invoiceId, {
      method: request.method,
      note: request.note,
      receiptUrl: null,
      at: deps.now(),
    });
    await insertInvoiceCharge(trx, auth.orgId, {
      id: newId(),
      userId: invoice.user_id,
      invoiceId,
      description: invoiceChargeDescription(invoice),
      amount: invoiceAmountPaidBy(invoice.price, request.method),
      currency: paymentCurrencyOf(await findOrganizationAccount(trx, auth.orgId)),
      kind: "manual",
      receiptUrl: null,
      receiptEmail: null,
      providerChargeId: null,
      isTestMode: false,
    });
    await audit({
      action: "invoice.marked_paid",
      targetType: "invoice",
      targetId: invoiceId,
      details: { method: request.method, note: request.note },
    });
    return invoice;
  });
  await expireInvoiceCheckout(deps, auth.orgId, paid);
  return { message: MESSAGES.invoiceMarkedPaid };
}

// What the charge says in the member's Purchase History.
export const invoiceChargeDescription = (invoice: Pick<InvoiceRow, "items">) =>
  `Invoice: ${invoice.items.map((item) => item.name).join(", ")}`.slice(0, 300);
