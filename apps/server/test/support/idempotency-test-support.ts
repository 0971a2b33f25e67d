import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { withTenant } from "../../src/db/database";
import type { TestApp } from "./test-app";

// Shared by the tests of the creates whose form sends an idempotency key (new invoice, new
// product, new notification): a double-clicked form must create one row, audited once, and
// another organization using the same key must get a row of its own.

// Each table that takes a form's key, and the column that tells one of its requests from another.
type DescribedBy = { invoices: "memo"; products: "title"; notifications: "message" };

type RowUnderKey<Table extends keyof DescribedBy> = { id: string; org_id: string } & {
  [Column in DescribedBy[Table]]: string | null;
};

// The rows of `table` stored under a key, in each of `orgIds` (read in each one's own tenant
// session, so both organizations' rows are seen).
export function rowsUnderKeyReader<Table extends keyof DescribedBy>(
  t: TestApp,
  table: Table,
  describedBy: DescribedBy[Table],
  orgIds: string[],
) {
  return async (idempotencyKey: string): Promise<RowUnderKey<Table>[]> => {
    const rows: RowUnderKey<Table>[] = [];
    for (const orgId of orgIds) {
      const stored = await withTenant(t.db, orgId, (trx) =>
        trx
          .selectFrom(table as keyof DescribedBy)
          .select(["id", "org_id", describedBy])
          .where("idempotency_key", "=", idempotencyKey)
          .execute(),
      );
      rows.push(...(stored as RowUnderKey<Table>[]));
    }
    return rows;
  };
}

// The organization's audit lines of `action` about any of `targetIds`.
export function auditLinesAbout(t: TestApp, orgId: string, action: string, targetIds: string[]) {
  return withTenant(t.db, orgId, (trx) =>
    trx
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .where("target_id", "in", targetIds)
      .execute(),
  );
}

// The same keyed request sent `times` at once, as a double-click on a slow network does: every
// answer must be `status` and name one and the same row, whose id this answers.
export async function sameRowFromRequestsAtOnce(
  request: () => Promise<LightMyRequestResponse>,
  { times, status, idOf }: { times: number; status: number; idOf: IdOfAnswer },
): Promise<string> {
  const answers = await Promise.all(Array.from({ length: times }, () => request()));
  expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => status));
  const ids = new Set(answers.map(idOf));
  expect(ids.size).toBe(1);
  return [...ids][0] as string;
}

type IdOfAnswer = (answer: LightMyRequestResponse) => string;
