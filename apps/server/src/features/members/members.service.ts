import { PASSWORD_RESET_MIN_LENGTH } from "@studiodesk/core/contracts/auth";
import { ERROR_CODES } from "@studiodesk/core/contracts/errors";
import {
  type CreateMemberRequest,
  type ListMembersQuery,
  type MemberPage,
  type MemberProfile,
  type UpdateMemberRequest,
  ZMemberPage,
} from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { dateOfBirthIssue, memberSearchTerm, todayIn } from "@studiodesk/core/rules/members";
import { isEmailAddress, normalizeEmail } from "@studiodesk/core/rules/sign-in";
import { ACTIVE_USER_WINDOW_DAYS } from "@studiodesk/core/rules/users";
import { customerIdempotencyKey } from "../../adapters/payments/payment-provider";
import { type Trx, withTenant } from "../../db/database";
import { enqueueJob } from "../../jobs/job-runner";
import { AppError, notFoundError, requireRow, validationError } from "../../shared/app-error";
import { recordStaffAction, staffWrite } from "../../shared/audit";
import type { AuthContext, Deps } from "../../shared/deps";
import { jsonBytes, type OrgJsonCacheOptions } from "../../shared/org-json-cache";
import { hashPassword } from "../../shared/password";
import { findOrganizationAccount, organizationNameOf } from "../account/account.service";
import { sendWelcomeMail } from "../auth/password-reset.service";
import { createUserInTransaction } from "../users/users.service";
import { decodeMemberCursor, encodeMemberCursor } from "./member-cursor";
import { toMemberProfile, toMemberSummary } from "./member-mapping";
import {
  countListedMembers,
  emailInUse,
  findMember,
  listLeaders,
  listMembers,
  type MemberChanges,
  updateMember,
} from "./members.repo";

export const ENSURE_PAYMENT_CUSTOMER_JOB = "members.ensure-payment-customer";

const DAY_MS = 86_400_000;

export const MEMBER_TOTALS_CACHE: OrgJsonCacheOptions = {
  maxBytes: 1024 * 1024,
  topics: new Set(["members"]),
  keepOnFieldsOnly: true,
  maxAgeMs: 60_000,
};

// The list's pages as the JSON sent, per organization and query: the desk opens the first
// page and looks members up all day. Every write to a member publishes a `members` event
// (edits, blocks, photos, deletions, new members), which forgets them; the age limit bounds
// what no event announces (a sign-in moving "last active").
export const MEMBER_PAGES_CACHE: OrgJsonCacheOptions = {
  maxBytes: 16 * 1024 * 1024,
  topics: new Set(["members"]),
  maxAgeMs: 15_000,
};

export function getMemberPageJson(
  deps: Deps,
  auth: AuthContext,
  query: ListMembersQuery,
): Promise<Buffer> {
  return deps.memberPages.json(
    auth.orgId,
    JSON.stringify(query),
    async () => jsonBytes(ZMemberPage, await listMemberPage(deps, auth, query)),
    deps.now(),
  );
}

// The member columns the list's filters count by (MEMBER_FILTERS in core): a write touching none of
// them leaves every total as it was.
const COUNTED_MEMBER_COLUMNS: ReadonlyArray<keyof MemberChanges> = ["app_leader"];

// The list's total for a filter, kept until the organization's members change (or a minute
// passes: "active in the last 30 days" also moves with sign-ins and the clock). Counting
// 100,000 members on every page would cost more than the page.
async function listedMemberTotal(
  deps: Deps,
  auth: AuthContext,
  options: Parameters<typeof countListedMembers>[2],
): Promise<number> {
  const json = await deps.memberTotals.json(
    auth.orgId,
    options.filter ?? "all",
    async () =>
      Buffer.from(
        String(
          await withTenant(deps.db, auth.orgId, (trx) =>
            countListedMembers(trx, auth.orgId, options),
          ),
        ),
      ),
    deps.now(),
  );
  return Number(json.toString());
}

// 000 §2 Members list; issue #21's sorts, filters and total.
export async function listMemberPage(
  deps: Deps,
  auth: AuthContext,
  query: ListMembersQuery,
): Promise<MemberPage> {
  const direction = query.ending_before ? "before" : "after";
  const cursorValue = query.ending_before ?? query.starting_after;
  const cursor = cursorValue ? decodeMemberCursor(query.sort, cursorValue) : undefined;
  const search = query.search ? memberSearchTerm(query.search) : undefined;
  const activeSince = new Date(deps.now().getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS);
  const rows = await withTenant(deps.db, auth.orgId, (trx) =>
    listMembers(trx, auth.orgId, {
      search: search || undefined,
      sort: query.sort,
      filter: query.filter,
      activeSince,
      cursor,
      direction,
      limit: query.limit + 1,
    }),
  );
  const total = search
    ? null
    : await listedMemberTotal(deps, auth, { filter: query.filter, activeSince });
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (direction === "before") page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNewer = direction === "before" ? hasMore : cursor !== undefined;
  const hasOlder = direction === "after" ? hasMore : true;
  return {
    members: page.map(toMemberSummary),
    nextCursor: hasOlder && last ? encodeMemberCursor(query.sort, last) : null,
    previousCursor: hasNewer && first ? encodeMemberCursor(query.sort, first) : null,
    total,
  };
}

export async function listOrganizationLeaders(deps: Deps, auth: AuthContext) {
  const rows = await withTenant(deps.db, auth.orgId, (trx) => listLeaders(trx, auth.orgId));
  return rows.map((row) => ({
    uid: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhotoURL: row.profile_photo_url,
  }));
}

// Loads the member inside the caller's transaction or answers 404 (also for another org's id).
export async function requireMember(
  trx: Trx,
  orgId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
) {
  return requireRow(findMember(trx, orgId, userId, options), () =>
    notFoundError(MESSAGES.memberNotFound),
  );
}

export async function getMemberProfile(
  deps: Deps,
  auth: AuthContext,
  userId: string,
): Promise<MemberProfile> {
  return withTenant(deps.db, auth.orgId, async (trx) =>
    toMemberProfile(await requireMember(trx, auth.orgId, userId)),
  );
}

// 000 §4 New user creation: identity + user in one transaction, then the payment customer and
// the welcome mail with its choose-a-password link. A provider failure leaves the member
// without a stripeId; the background job retries it, and the dashboard waits until it appears.
export async function createMember(
  deps: Deps,
  auth: AuthContext,
  input: CreateMemberRequest,
): Promise<MemberProfile> {
  if (!input.firstName || !input.lastName || !input.email || !input.password) {
    throw validationError(MESSAGES.completeAllFields);
  }
  if (!isEmailAddress(input.email))
    throw validationError(MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
  if (input.password.length < PASSWORD_RESET_MIN_LENGTH) {
    throw validationError(MESSAGES.memberPasswordTooShort, {
      password: MESSAGES.memberPasswordTooShort,
    });
  }
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const { userId, organizationName } = await withTenant(deps.db, auth.orgId, async (trx) => {
    if (await emailInUse(trx, email))
      throw new AppError(ERROR_CODES.conflict, MESSAGES.emailTaken, 409, {
        email: MESSAGES.emailTaken,
      });
    const id = await createUserInTransaction(trx, auth.orgId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      passwordHash,
    });
    await recordStaffAction(trx, auth, {
      action: "member.created",
      targetType: "user",
      targetId: id,
    });
    const account = await findOrganizationAccount(trx, auth.orgId);
    return { userId: id, organizationName: organizationNameOf(account) };
  });
  await ensurePaymentCustomer(deps, auth.orgId, userId).catch(async (error: unknown) => {
    deps.logger.warn({ err: error, userId }, "payment customer not created yet; a job will retry");
    await enqueueJob(deps.db, {
      type: ENSURE_PAYMENT_CUSTOMER_JOB,
      orgId: auth.orgId,
      payload: { userId },
      runAt: deps.now(),
    });
  });
  const identity = { id: userId, email, firstName: input.firstName };
  await sendWelcomeMail(deps, identity, organizationName).catch((error: unknown) => {
    deps.logger.error({ err: error, userId }, "new member's password mail failed");
  });
  await deps.events.publish(auth.orgId, { topic: "members" });
  return getMemberProfile(deps, auth, userId);
}

// Idempotent: the key names this member's customer, so a retry never creates a second one.
export async function ensurePaymentCustomer(
  deps: Deps,
  orgId: string,
  userId: string,
): Promise<string> {
  const member = await withTenant(deps.db, orgId, (trx) => requireMember(trx, orgId, userId));
  if (member.stripe_id) return member.stripe_id;
  const customer = await deps.payments.createCustomer(
    {
      orgId,
      email: member.email,
      name: `${member.first_name} ${member.last_name}`,
      metadata: { uid: userId },
    },
    customerIdempotencyKey(orgId, userId),
  );
  await withTenant(deps.db, orgId, (trx) =>
    updateMember(trx, orgId, userId, { stripe_id: customer.id }),
  );
  return customer.id;
}

export async function updateMemberProfile(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  changes: UpdateMemberRequest,
): Promise<MemberProfile> {
  if (changes.dateOfBirth) {
    const account = await withTenant(deps.db, auth.orgId, (trx) =>
      findOrganizationAccount(trx, auth.orgId),
    );
    const today = todayIn(account?.publicInformation.timezone || "UTC", deps.now());
    const issue = dateOfBirthIssue(changes.dateOfBirth, today);
    if (issue) throw validationError(issue, { dateOfBirth: issue });
  }
  const columns: MemberChanges = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    phone_number: changes.phoneNumber,
    address: changes.address,
    date_of_birth: changes.dateOfBirth,
    gender: changes.gender,
    medical_notes: changes.medicalNotes,
  };
  return changeMember(deps, auth, userId, "member.updated", columns, changes);
}

const definedColumns = (columns: MemberChanges): MemberChanges =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));

// One write to a member's record with its audit line, answered with the fresh profile.
// `precondition` sees the record in the write's transaction and throws to refuse the change.
// `columns` and the audit's `details` may be worked out from that record too (a change that
// depends on what is stored): it is read with its row held, so a concurrent edit of the member
// is saved before it is read, never overwritten with what was there before that edit.
export async function changeMember(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  action: string,
  columns: MemberChanges | ((current: MemberProfile) => MemberChanges),
  details: Record<string, unknown> | ((current: MemberProfile) => Record<string, unknown>) = {},
  precondition?: (current: MemberProfile) => void,
): Promise<MemberProfile> {
  // Columns worked out from the record may touch a counted one: the totals are refreshed.
  const fieldsOnly =
    typeof columns !== "function" &&
    !COUNTED_MEMBER_COLUMNS.some((column) => column in definedColumns(columns));
  const profile = await staffWrite(
    deps,
    auth,
    { topic: "members", id: userId, fieldsOnly },
    async (trx, audit) => {
      const current = toMemberProfile(
        await requireMember(trx, auth.orgId, userId, { forUpdate: true }),
      );
      precondition?.(current);
      const defined = definedColumns(typeof columns === "function" ? columns(current) : columns);
      // Nothing to write (Make Leader on a leader already): nothing happened, so no audit line.
      if (Object.keys(defined).length > 0) {
        await updateMember(trx, auth.orgId, userId, defined);
        await audit({
          action,
          targetType: "user",
          targetId: userId,
          details: typeof details === "function" ? details(current) : details,
        });
      }
      return toMemberProfile(await requireMember(trx, auth.orgId, userId));
    },
  );
  return profile;
}
