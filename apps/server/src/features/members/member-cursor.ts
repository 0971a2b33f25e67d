import type { MemberSort } from "@studiodesk/core/contracts/member-list";
import { MESSAGES } from "@studiodesk/core/messages";
import { isSaneInstant } from "@studiodesk/core/rules/safe-input";
import { validationError } from "../../shared/app-error";
import { decodeCursor, encodeCursor } from "../../shared/cursor";

// A members page's keyset edge: the sort's key values of a row, then its id. Newest joined
// first keeps the shared (created_at, id) cursor; the other sorts carry their keys as JSON.
export type MemberKeyset = { keys: string[]; id: string };

// What a listed row gives its cursor (times as the database wrote them, see shared/cursor.ts).
export type KeysetRow = {
  id: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  last_logged_in: Date | string | null;
};

// Never signed in sorts after every instant (the index's key, migration 0019).
export const NEVER_ACTIVE = "-infinity";

const instantOf = (value: Date | string) =>
  typeof value === "string" ? value : value.toISOString();

function keysOf(sort: MemberSort, row: KeysetRow): string[] {
  if (sort === "name") return [row.first_name, row.last_name];
  if (sort === "lastActive") {
    return [row.last_logged_in === null ? NEVER_ACTIVE : instantOf(row.last_logged_in)];
  }
  return [instantOf(row.created_at)];
}

export function encodeMemberCursor(sort: MemberSort, row: KeysetRow): string {
  if (sort === "joined") return encodeCursor(row);
  return Buffer.from(JSON.stringify([sort, ...keysOf(sort, row), row.id])).toString("base64url");
}

const invalid = () => validationError(MESSAGES.pageLinkInvalid);

export function decodeMemberCursor(sort: MemberSort, value: string): MemberKeyset {
  if (sort === "joined") {
    const cursor = decodeCursor(value);
    return { keys: [cursor.createdAt], id: cursor.id };
  }
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const keyCount = sort === "name" ? 2 : 1;
  const isWellFormed =
    Array.isArray(parts) &&
    parts.length === keyCount + 2 &&
    parts[0] === sort &&
    parts.every((part) => typeof part === "string" && part.length <= 400);
  if (!isWellFormed) throw invalid();
  const [, ...rest] = parts as string[];
  const id = rest.pop() as string;
  const instant = rest[0] as string;
  if (sort === "lastActive" && instant !== NEVER_ACTIVE && !isSaneInstant(instant)) throw invalid();
  return { keys: rest, id };
}
