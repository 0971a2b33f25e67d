import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { TestApp } from "./test-app";

// A second server on the test app's database, as behind a load balancer: it shares nothing
// with the first but the database, so it learns of a change only through the database.
export async function buildSecondInstance(
  t: TestApp,
  options: { now?: () => Date } = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: t.config,
    db: t.db,
    mailer: { send: async () => {} },
    now: options.now,
    logger: false,
  });
}
