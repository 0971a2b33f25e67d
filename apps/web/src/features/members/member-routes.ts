import type { MemberSummary } from "@studiodesk/core/contracts/members";

export const MEMBERS_PATH = "/dashboard/members";
export const NEW_INVOICE_PATH = "/dashboard/invoices/newinvoice";

// 000 §2: the list hands the loaded record to the profile so it renders at once.
export type MemberProfileLocationState = { member?: MemberSummary };

export function memberFromLocationState(state: unknown, uid: string): MemberSummary | undefined {
  if (typeof state !== "object" || state === null || !("member" in state)) return undefined;
  const member = (state as MemberProfileLocationState).member;
  return member?.id === uid ? member : undefined;
}
