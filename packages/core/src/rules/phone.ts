// 000 §5 phone mask (###) ###-####: digits only, formatted as they are typed.
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// Issue #21: a search that is a phone number in any punctuation ("(555) 123-4567", "555.123")
// looks for its digits; null when the search is not a phone number (or has under 3 digits).
const PHONE_LIKE = /^[\d\s().+-]+$/;
const MIN_PHONE_DIGITS = 3;
export function phoneSearchDigits(search: string): string | null {
  const term = search.trim();
  const digits = term.replace(/\D/g, "");
  return PHONE_LIKE.test(term) && digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

// A member's phone is empty or complete: ten digits in the mask's punctuation (or none), kept
// as the mask shows it, "(207) 555-0142". Letters, a "+1" or an eleventh digit are refused:
// the mask cut "+1 207 555 1234" to a different number, (120) 755-5123.
const PHONE_DIGITS = 10;
const PHONE_CHARACTERS = /^[\d\s().-]*$/;
export function completePhone(input: string): string | null {
  if (!PHONE_CHARACTERS.test(input)) return null;
  const digits = input.replace(/\D/g, "");
  return digits.length === PHONE_DIGITS ? formatPhone(digits) : null;
}
