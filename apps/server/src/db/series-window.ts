import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "./schema";
import type { TableWith } from "./tenant-filters";

// A series (an event, a class, a calendar item) may have an occurrence starting in
// [from, to) when it starts before the window ends and its last occurrence is not before
// the window starts; which occurrences fall inside, the recurrence rules decide afterwards.
// Written as SQL because Kysely cannot compare the columns of a table left generic; the
// column references stay checked (a table without the columns does not compile).
export const mayOccurBetween =
  (from: Date, to: Date) =>
  <T extends TableWith<"start_at" | "series_end_at">>(eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("start_at")} < ${to} and ${eb.ref("series_end_at")} >= ${from})`;
