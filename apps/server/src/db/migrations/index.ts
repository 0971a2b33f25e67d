import type { Migration } from "kysely";
import * as foundation from "./0001-foundation";

// Forward-only, applied in name order at start-up.
export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
};
