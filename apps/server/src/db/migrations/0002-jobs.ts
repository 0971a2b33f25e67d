import { type Kysely, sql } from "kysely";
import { grantAppRole } from "../tenant-isolation";

// Background jobs. A system table: the runner claims due jobs of every organization, and each
// handler then does its tenant work inside withTenant(job.org_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("payload", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("org_id", "text", (col) => col.references("organizations.id").onDelete("cascade"))
    // Makes enqueueing idempotent: a recurring run is enqueued once, whatever the instances do.
    .addColumn("unique_key", "text", (col) => col.unique())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn("run_at", "timestamptz", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (col) => col.notNull().defaultTo(5))
    .addColumn("last_error", "text")
    .addColumn("locked_by", "text")
    .addColumn("locked_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_due on jobs (run_at) where status in ('queued', 'running')`.execute(
    db,
  );
  await grantAppRole(db);
}
