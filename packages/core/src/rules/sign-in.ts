import type { OrganizationChoicePending, SessionAnswer } from "../contracts/auth";

export const PASSWORD_MIN_LENGTH = 6;

export type SignInFormErrors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// 000 §5 Sign-in: email required; password required, minimum length 6.
export function validateSignInForm(values: { email: string; password: string }): SignInFormErrors {
  const errors: SignInFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Please enter a valid email address";
  if (!values.password) errors.password = "Password is required";
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return errors;
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// 000 §2: a super-admin signed in without choosing an organization yet acts in none; the
// dashboard shows Select Organization instead of any organization's page.
export function isOrganizationChoicePending(
  answer: SessionAnswer,
): answer is OrganizationChoicePending {
  return "isOrganizationChoicePending" in answer;
}
