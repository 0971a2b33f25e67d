import { sql } from "kysely";
import { KEY_REPLAY_TRUSTED_HOURS } from "../../../adapters/payments/payment-provider";
import type { Trx } from "../../../db/database";
import { memberUserOf } from "../../../db/tenant-filters";

export type DueSubscription = Awaited<ReturnType<typeof listDueSubscriptions>>[number];

// Active subscriptions whose next charge has come, oldest due first, with what the charge
// needs of their member (the payment customer, the receipt email, the name for the notice).
export async function listDueSubscriptions(trx: Trx, orgId: string, now: Date, limit: number) {
  return (
    trx
      .selectFrom("subscriptions as s")
      .innerJoin("users as u", memberUserOf("s"))
      .select([
        "s.id",
        "s.user_id",
        "s.description",
        "s.amount",
        "s.recurrence",
        "s.next_charge",
        "s.time_zone",
        "s.billing_day",
        "u.stripe_id",
        "u.email",
        "u.first_name",
        "u.last_name",
      ])
      .where("s.org_id", "=", orgId)
      .where("s.is_active", "=", true)
      .where("s.next_charge", "<=", now)
      // A subscription with an end date (a class's billing period) is not charged past it.
      .where((eb) =>
        eb.or([
          eb("s.subscription_end", "is", null),
          eb("s.subscription_end", ">=", eb.ref("s.next_charge")),
        ]),
      )
      .orderBy("s.next_charge")
      .orderBy("s.id")
      .limit(limit)
      .execute()
  );
}

type ChargedCycle = { id: string; chargedCycle: Date };

// A new cycle: the next charge date moves on and the used tokens start again at 0. Only from
// the cycle just charged, so a second writer of the same cycle changes nothing.
export async function startNextCycles(
  trx: Trx,
  orgId: string,
  cycles: Array<ChargedCycle & { nextCharge: Date }>,
): Promise<void> {
  if (cycles.length === 0) return;
  const values = cycles.map(
    (cycle) =>
      sql`(${cycle.id}, ${cycle.chargedCycle.toISOString()}::timestamptz, ${cycle.nextCharge.toISOString()}::timestamptz)`,
  );
  await sql`
    update subscriptions as s set next_charge = v.next_charge, quantity_used = 0
    from (values ${sql.join(values)}) as v (id, charged_cycle, next_charge)
    where s.org_id = ${orgId} and s.id = v.id and s.next_charge = v.charged_cycle
  `.execute(trx);
}

// A declined cycle ends the subscription as a cancel does (000 §4: inactive, cancel date, no
// next charge); the member re-activates it in the app with a card that works.
export async function endAfterDeclines(
  trx: Trx,
  orgId: string,
  cycles: ChargedCycle[],
  endedAt: Date,
): Promise<void> {
  if (cycles.length === 0) return;
  const values = cycles.map(
    (cycle) => sql`(${cycle.id}, ${cycle.chargedCycle.toISOString()}::timestamptz)`,
  );
  await sql`
    update subscriptions as s set is_active = false, cancel_date = ${endedAt.toISOString()}::timestamptz,
      next_charge = null
    from (values ${sql.join(values)}) as v (id, charged_cycle)
    where s.org_id = ${orgId} and s.id = v.id and s.next_charge = v.charged_cycle
  `.execute(trx);
}

export type CycleAttempt = {
  subscriptionId: string;
  cycle: Date;
  chargeKey: string;
};

// The batch's cycles, attempted: one committed statement before the provider calls. A cycle
// attempted before keeps its first time. Answers, per subscription, when its cycle was first
// attempted (on the database's clock) and whether that is so long ago that the provider may no
// longer replay its key (KEY_REPLAY_TRUSTED_HOURS).
export async function recordCycleAttempts(
  trx: Trx,
  orgId: string,
  attempts: CycleAttempt[],
): Promise<Map<string, { attemptedAt: Date; isKeyForgettable: boolean }>> {
  if (attempts.length === 0) return new Map();
  const rows = await trx
    .insertInto("subscription_charge_attempts")
    .values(
      attempts.map((attempt) => ({
        org_id: orgId,
        subscription_id: attempt.subscriptionId,
        cycle: attempt.cycle,
        charge_key: attempt.chargeKey,
      })),
    )
    // An update that changes nothing (the key is the cycle's), so the row attempted before is
    // returned, with its first time.
    .onConflict((conflict) =>
      conflict
        .columns(["org_id", "subscription_id", "cycle"])
        .doUpdateSet((eb) => ({ charge_key: eb.ref("excluded.charge_key") })),
    )
    .returning([
      "subscription_id",
      "attempted_at",
      sql<boolean>`attempted_at < now() - make_interval(hours => ${KEY_REPLAY_TRUSTED_HOURS})`.as(
        "is_key_forgettable",
      ),
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.subscription_id,
      { attemptedAt: row.attempted_at, isKeyForgettable: row.is_key_forgettable },
    ]),
  );
}
