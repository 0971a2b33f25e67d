import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";

// Answers once the server listens, which is only after migrations have run.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["embedded", "postgresql"]) }),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.deps.db);
      return {
        status: "ok" as const,
        database: app.deps.config.databaseUrl ? ("postgresql" as const) : ("embedded" as const),
      };
    },
  );
};
