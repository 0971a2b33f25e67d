import { validationError } from "./app-error";

// Keyset paging: a cursor is the (created_at, id) of a row, opaque to the client.
export type Cursor = { createdAt: Date; id: string };

export const encodeCursor = (row: { created_at: Date | string; id: string }): string =>
  Buffer.from(`${new Date(row.created_at).toISOString()}|${row.id}`).toString("base64url");

export function decodeCursor(value: string): Cursor {
  const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const date = new Date(createdAt ?? "");
  if (!id || Number.isNaN(date.getTime())) throw validationError("This page link is not valid.");
  return { createdAt: date, id };
}
