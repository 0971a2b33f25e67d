import { type ColumnType, sql } from "kysely";
import type { DbOrTrx, Trx } from "../../db/database";

// The row type of migration 0003. Declared here and added to the query builder with
// withTables(); it can move into db/schema.ts with the other tables at any time.
export type ShareLinksTable = {
  code: string;
  org_id: string;
  target_path: string;
  title: string;
  image_url: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  // Set when the target is deleted or made inactive (migration 0016): the page answers 410.
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

type WithShareLinks = { share_links: ShareLinksTable };

export type ShareLinkRow = {
  org_id: string;
  target_path: string;
  title: string;
  image_url: string | null;
  retired_at: Date | null;
};

// False when the code is taken (by any organization): the caller draws a new one.
export async function insertShareLink(
  trx: Trx,
  orgId: string,
  link: { code: string; targetPath: string; title: string; imageUrl: string | null },
): Promise<boolean> {
  const inserted = await trx
    .withTables<WithShareLinks>()
    .insertInto("share_links")
    .values({
      code: link.code,
      org_id: orgId,
      target_path: link.targetPath,
      title: link.title,
      image_url: link.imageUrl,
    })
    .onConflict((conflict) => conflict.column("code").doNothing())
    .returning("code")
    .executeTakeFirst();
  return inserted !== undefined;
}

// The public redirect knows only the code. resolve_share_link (migration 0003) shows
// that one row despite row-level security, and nothing else; run it outside withTenant.
export async function resolveShareLink(
  db: DbOrTrx,
  code: string,
): Promise<ShareLinkRow | undefined> {
  const { rows } = await sql<ShareLinkRow>`
    select org_id, target_path, title, image_url, retired_at from resolve_share_link(${code})
  `.execute(db);
  return rows[0];
}

// A link retired while its target was inactive answers again once the target is active.
export async function reviveShareLinkCode(trx: Trx, orgId: string, code: string) {
  await trx
    .withTables<WithShareLinks>()
    .updateTable("share_links")
    .set({ retired_at: null })
    .where("org_id", "=", orgId)
    .where("code", "=", code)
    .execute();
}

export async function retireShareLinkCode(trx: Trx, orgId: string, code: string, now: Date) {
  await trx
    .withTables<WithShareLinks>()
    .updateTable("share_links")
    .set({ retired_at: now })
    .where("org_id", "=", orgId)
    .where("code", "=", code)
    .where("retired_at", "is", null)
    .execute();
}
