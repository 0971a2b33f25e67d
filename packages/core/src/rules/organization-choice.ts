import type { OrganizationChoicePending, SessionAnswer } from "../contracts/auth";

// 000 §2: a super-admin signed in without choosing an organization yet acts in none; the
// dashboard shows Select Organization instead of any organization's page.
export function isOrganizationChoicePending(
  answer: SessionAnswer,
): answer is OrganizationChoicePending {
  return "isOrganizationChoicePending" in answer;
}
