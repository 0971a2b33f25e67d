import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteDialect } from "./pglite-dialect";

// The embedded database's Kysely dialect prepares each SQL text once and reuses it.
type Tables = { notes: { id: number; body: string; at: Date | null; tags: string[] | null } };

let client: PGlite;
let db: Kysely<Tables>;

beforeAll(async () => {
  client = new PGlite();
  db = new Kysely<Tables>({ dialect: new PGliteDialect(client) });
  await sql`create table notes (id int primary key, body text not null, at timestamptz, tags text[])`.execute(
    db,
  );
});
afterAll(() => db.destroy());

describe("PGlite dialect", () => {
  it("runs one statement many times with different values of every kind", async () => {
    const at = new Date("2026-11-22T12:00:00.000Z");
    for (const id of [1, 2, 3]) {
      await db
        .insertInto("notes")
        .values({ id, body: `note ${id} 'quoted'`, at: id === 2 ? null : at, tags: ["a", "b"] })
        .execute();
    }
    const rows = await db.selectFrom("notes").selectAll().orderBy("id").execute();
    expect(rows).toEqual([
      { id: 1, body: "note 1 'quoted'", at, tags: ["a", "b"] },
      { id: 2, body: "note 2 'quoted'", at: null, tags: ["a", "b"] },
      { id: 3, body: "note 3 'quoted'", at, tags: ["a", "b"] },
    ]);
  });

  it("reports the rows a write changed", async () => {
    const result = await db
      .updateTable("notes")
      .set({ body: "changed" })
      .where("id", "<", 3)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it("still answers a prepared query after its table changed shape", async () => {
    const before = await sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(
      db,
    );
    expect(Object.keys(before.rows[0] ?? {})).not.toContain("extra");
    await sql`alter table notes add column extra text`.execute(db);
    const after = await sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(
      db,
    );
    expect(Object.keys(after.rows[0] ?? {})).toContain("extra");
  });

  it("rolls a failed transaction back and keeps working", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("notes")
          .values({ id: 10, body: "kept?", at: null, tags: null })
          .execute();
        await trx
          .insertInto("notes")
          .values({ id: 10, body: "duplicate", at: null, tags: null })
          .execute();
      }),
    ).rejects.toThrow(/duplicate key/);
    const ten = await db.selectFrom("notes").select("id").where("id", "=", 10).execute();
    expect(ten).toEqual([]);
  });

  it("refuses invalid SQL with the database's message and keeps working", async () => {
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no_such_table/);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
