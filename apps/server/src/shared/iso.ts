// A stored timestamp (a Date, or the text a timestamp column may also hold) as the API's ISO
// 8601 text; a missing one stays null.
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
