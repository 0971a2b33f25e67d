import { deleteExpiredAuthRecords } from "../features/auth/auth.repo";
import type { Deps } from "../shared/deps";
import type { JobHandler, RecurringJob } from "./job-runner";

export const JOB_TYPES = { authHousekeeping: "auth.housekeeping" } as const;

// Every job type the server runs. Feature issues add theirs (e.g. subscription billing).
export function jobHandlers(deps: Pick<Deps, "db">): Record<string, JobHandler> {
  return {
    [JOB_TYPES.authHousekeeping]: async ({ now }) => deleteExpiredAuthRecords(deps.db, now),
  };
}

export const RECURRING_JOBS: RecurringJob[] = [
  // Expired sessions, reset links and throttle windows, cleared nightly.
  { type: JOB_TYPES.authHousekeeping, schedule: { hour: 3, minute: 0, timeZone: "UTC" } },
];
