import { MESSAGES } from "@studiodesk/core/messages";
import { isSaneInstant } from "@studiodesk/core/rules/safe-input";
import { validationError } from "./app-error";

// Keyset paging: a cursor is the (created_at, id) of a row, opaque to the client.
// created_at travels as the database wrote it: PostgreSQL keeps microseconds, and a cursor
// rounded to JavaScript's milliseconds would land just before its own row and show it again.
export type Cursor = { createdAt: string; id: string };

const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

export const encodeCursor = (row: { created_at: Date | string; id: string }): string => {
  const createdAt =
    typeof row.created_at === "string" ? row.created_at : row.created_at.toISOString();
  return Buffer.from(`${createdAt}|${row.id}`).toString("base64url");
};

export function decodeCursor(value: string): Cursor {
  const [createdAt = "", id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!id || !INSTANT.test(createdAt) || !isSaneInstant(createdAt)) {
    throw validationError(MESSAGES.pageLinkInvalid);
  }
  return { createdAt, id };
}

// A page read one row past its size (that row says another page follows): the rows shown,
// and the next page's cursor, made from the last row shown, or null on the last page.
export function keysetPage<Row>(
  rows: Row[],
  size: number,
  cursorOf: (last: Row) => string,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > size && last ? cursorOf(last) : null };
}
