import { type RawBuilder, sql } from "kysely";
import { containsPattern } from "../../db/contains-pattern";
import type { Trx } from "../../db/database";

// The titled sections the top-bar search looks through besides members (those come from
// the members search and its trigram index).
const TITLED_TABLES = [
  "events",
  "classes",
  "products",
  "documents",
  "resources",
  "videos",
] as const;
export type TitledTable = (typeof TITLED_TABLES)[number];

// A hit as JSON: timestamps arrive as strings there.
export type TitledHitRow = {
  id: string;
  title: string;
  file_name: string | null;
  start_at: string | null;
};

// Extra columns some tables have: a file's name, an event's first start.
const EXTRA_COLUMNS: Record<TitledTable, { fileName: boolean; startAt: boolean }> = {
  events: { fileName: false, startAt: true },
  classes: { fileName: false, startAt: false },
  products: { fileName: false, startAt: false },
  documents: { fileName: true, startAt: false },
  resources: { fileName: true, startAt: false },
  videos: { fileName: false, startAt: false },
};

function titledHits(table: TitledTable, orgId: string, pattern: string, limit: number) {
  const extra = EXTRA_COLUMNS[table];
  const fileName = extra.fileName ? sql.ref("file_name") : sql`null`;
  const startAt = extra.startAt ? sql.ref("start_at") : sql`null`;
  return sql<TitledHitRow[]>`(
    select coalesce(json_agg(hit), '[]'::json) from (
      select id, title, ${fileName} as file_name, ${startAt} as start_at
      from ${sql.table(table)}
      where org_id = ${orgId} and title ilike ${pattern}
      order by title, id
      limit ${limit}
    ) hit
  )`;
}

// One round trip for every section: a JSON array of hits per table, alphabetical.
export async function searchTitled(
  trx: Trx,
  orgId: string,
  term: string,
  limit: number,
): Promise<Record<TitledTable, TitledHitRow[]>> {
  const pattern = containsPattern(term);
  const sections = Object.fromEntries(
    TITLED_TABLES.map((table) => [table, titledHits(table, orgId, pattern, limit)]),
  ) as Record<TitledTable, RawBuilder<TitledHitRow[]>>;
  const row = await trx
    .selectNoFrom(TITLED_TABLES.map((table) => sections[table].as(table)))
    .executeTakeFirstOrThrow();
  return row as Record<TitledTable, TitledHitRow[]>;
}
