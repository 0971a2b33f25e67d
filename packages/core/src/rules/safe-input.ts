// What the database can store, checked before a request reaches it. PostgreSQL's text refuses
// the NUL character, UTF-8 cannot carry a lone UTF-16 surrogate, its date types stop at year 1
// (and JavaScript's Date at ±275760), and money columns are 32-bit integers of cents.

// Dates outside this range are typing mistakes or probes; both ends are far from any real
// birthday, event or charge.
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2199-12-31";
export const MAX_MONEY_CENTS = 2_147_483_647;
// A search box's text: longer is pasted noise, and the search boxes stop typing there.
export const MAX_SEARCH_LENGTH = 200;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacters = (value: string): boolean =>
  value.includes("\u0000") || LONE_SURROGATE.test(value);

// No form sends JSON nested this deep; a deeper body is refused before anything walks it.
export const MAX_JSON_DEPTH = 32;

// `key`: the object key the value stands under (null for an array item and the whole value).
type Visit = { value: unknown; key: string | null; path: string; depth: number };

// The children of a JSON-shaped value (object entries, array items), in document order.
function childrenOf({ value, path, depth }: Visit): Visit[] {
  const child = (key: string, item: unknown, isObjectKey: boolean): Visit => ({
    value: item,
    key: isObjectKey ? key : null,
    path: path ? `${path}.${key}` : key,
    depth: depth + 1,
  });
  return Array.isArray(value)
    ? value.map((item, index) => child(String(index), item, false))
    : Object.entries(value as object).map(([key, item]) => child(key, item, true));
}

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === "object";

// Walks without recursion (a body nested thousands deep must not exhaust the stack), depth
// first in document order; `visit` answers a finding to stop the walk with.
function walkJson<Found>(value: unknown, visit: (node: Visit) => Found | null): Found | null {
  const pending: Visit[] = [{ value, key: null, path: "", depth: 0 }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const found = visit(node);
    if (found !== null) return found;
    if (isContainer(node.value)) pending.push(...childrenOf(node).reverse());
  }
  return null;
}

// Whether a JSON-shaped value nests objects or arrays deeper than MAX_JSON_DEPTH.
export const isNestedTooDeep = (value: unknown): boolean =>
  walkJson(value, (node) => (node.depth > MAX_JSON_DEPTH ? true : null)) === true;

// The dotted path of the first string (or object key) in `value` that cannot be stored, or
// null when every string is clean. Walks JSON-shaped values: objects, arrays, strings.
export function findUnstorableText(value: unknown): string | null {
  return walkJson(value, ({ value: item, key, path }) => {
    // An object's key is checked as its entry is reached, before what it holds.
    if (key !== null && hasUnstorableCharacters(key)) return path;
    if (typeof item === "string") return hasUnstorableCharacters(item) ? path || "body" : null;
    return null;
  });
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
