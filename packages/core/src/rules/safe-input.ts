// What the database can store, checked before a request reaches it. PostgreSQL's text refuses
// the NUL character, UTF-8 cannot carry a lone UTF-16 surrogate, its date types stop at year 1
// (and JavaScript's Date at ±275760), and money columns are 32-bit integers of cents.

// Dates outside this range are typing mistakes or probes; both ends are far from any real
// birthday, event or charge.
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2199-12-31";
export const MAX_MONEY_CENTS = 2_147_483_647;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacters = (value: string): boolean =>
  value.includes("\u0000") || LONE_SURROGATE.test(value);

// The dotted path of the first string (or object key) in `value` that cannot be stored, or
// null when every string is clean. Walks JSON-shaped values: objects, arrays, strings.
export function findUnstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasUnstorableCharacters(value) ? path || "body" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacters(key)) return itemPath;
    const found = findUnstorableText(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

// A calendar day (YYYY-MM-DD) or an instant's day, inside the sane range. ISO strings of the
// same shape compare correctly as text.
export const isDayInSaneRange = (isoDay: string): boolean =>
  isoDay >= EARLIEST_DATE && isoDay <= LATEST_DATE;

// An instant that names a real moment (no 30 February) inside the sane range.
export function isSaneInstant(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const day = value.slice(0, 10);
  if (!isRealCalendarDay(day)) return false;
  return isDayInSaneRange(new Date(time).toISOString().slice(0, 10));
}

// JavaScript rolls 2024-02-30 over into March; a real day survives the round trip.
export function isRealCalendarDay(isoDay: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
