import { MESSAGES } from "../messages";

export const PASSWORD_MIN_LENGTH = 6;
// The longest password the sign-in and reset forms take (the hash's input stays bounded), and
// the longest email address the mail standards allow: the contracts' limits, which the fields
// stop at (kept here, without Zod, for the sign-in page of the first load).
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 320;

export type SignInFormErrors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// 000 §5 Sign-in: email required; password required, minimum length 6.
export function validateSignInForm(values: { email: string; password: string }): SignInFormErrors {
  const errors: SignInFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.signInEmailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.signInEmailInvalid;
  if (!values.password) errors.password = MESSAGES.signInPasswordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = MESSAGES.signInPasswordTooShort;
  return errors;
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
