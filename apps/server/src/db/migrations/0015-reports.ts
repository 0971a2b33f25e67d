import { type Kysely, sql } from "kysely";
import { enableTenantIsolation } from "../tenant-isolation";
import { createdNow, createTenantIndex, createTenantTable } from "./tenant-tables";

// 001 §3 Report, §7 Reports, §9: every export is a report row written before its job runs, so
// the monthly allowance counts it at once; the workbook's key is set only once it is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenantTable(db, "reports")
    .addColumn("kind", "text", (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('users', 'classes', 'classUsers', 'eventUsers', 'eventMonthly', 'productUsers')`,
        ),
    )
    // The allowance's type (001 §9: counted per type, event or user).
    .addColumn("report_type", "text", (col) =>
      col.notNull().check(sql`report_type in ('event', 'user')`),
    )
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("running").check(sql`status in ('running', 'ready', 'failed')`),
    )
    // What to export: the class, event or product id, or the month.
    .addColumn("params", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Set in the same UPDATE that marks the report ready: no key, nothing to download.
    .addColumn("storage_key", "text")
    .addColumn("rows_written", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("rows_total", "integer")
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", createdNow)
    .addColumn("finished_at", "timestamptz")
    .addCheckConstraint("reports_ready_has_file", sql`status <> 'ready' or storage_key is not null`)
    .execute();
  // The allowance counts one type's reports of one month; the list shows newest first.
  await createTenantIndex(db, "reports_by_type_month", "reports", "report_type, created_at");
  await createTenantIndex(db, "reports_newest", "reports", "created_at desc, id desc");
  await enableTenantIsolation(db, ["reports"]);

  // 000 §9 "fewer than 5": the limit is the organization's own setting, 5 unless raised.
  await db.schema
    .alterTable("org_accounts")
    .addColumn("monthly_report_limit", "integer", (col) =>
      col.notNull().defaultTo(5).check(sql`monthly_report_limit >= 0`),
    )
    .execute();
}
