import { MESSAGES } from "../messages";

export const PASSWORD_MIN_LENGTH = 6;

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
