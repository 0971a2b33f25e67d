import type { Migration } from "kysely";
import * as foundation from "./0001-foundation";
import * as jobs from "./0002-jobs";
import * as payments from "./0004-payments";

// Forward-only, applied in name order at start-up.
export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-jobs": jobs,
  "0004-payments": payments,
};
