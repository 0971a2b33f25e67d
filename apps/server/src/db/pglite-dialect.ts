import { type PGlite, parse, protocol } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";

// Kysely on the embedded database, with every distinct SQL text prepared once.
//
// PGlite's own query() sends parse, describe, bind, describe, execute and sync as six calls
// into the WebAssembly module and plans the statement every time. Here a statement is parsed
// and described once under a name; each later run is one call (bind, describe, execute,
// sync) that reuses the parsed statement and, once PostgreSQL settles on it, its plan. On a
// busy members page that is about half the cost of a request.
const MAX_STATEMENTS = 500;
// "cached plan must not change result type": a table changed shape under a statement.
const FEATURE_NOT_SUPPORTED = "0A000";

type Statement = { name: string; parameterTypes: number[] };

class PreparedStatements {
  private readonly statements = new Map<string, Statement>();
  private counter = 0;

  constructor(private readonly client: PGlite) {}

  async run<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.runPrepared<R>(compiled);
    } catch (error) {
      if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
      await this.forget(compiled.sql);
      return this.runPrepared<R>(compiled);
    }
  }

  private async runPrepared<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const client = this.client;
    return client._runExclusiveQuery(async () => {
      const statement = this.statements.get(compiled.sql) ?? (await this.prepare(compiled.sql));
      const values = compiled.parameters.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[statement.parameterTypes[index] ?? 0];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await client.syncToFs();
      const [result] = parse.parseResults(messages, client.parsers);
      const rows = (result?.rows ?? []) as R[];
      return result?.affectedRows
        ? { rows, numAffectedRows: BigInt(result.affectedRows) }
        : { rows };
    });
  }

  private async prepare(sql: string): Promise<Statement> {
    if (this.statements.size >= MAX_STATEMENTS) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) await this.close(oldest);
    }
    const name = `kysely_${++this.counter}`;
    const messages = await this.client.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }

  private async forget(sql: string): Promise<void> {
    await this.client._runExclusiveQuery(() => this.close(sql));
  }

  private async close(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.client.execProtocolStream(
      concat([
        protocol.serialize.close({ type: "S", name: statement.name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly statements: PreparedStatements) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.statements.run<R>(compiled);
  }

  // biome-ignore lint/correctness/useYield: Kysely's interface; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The embedded database does not stream query results");
  }
}

// PGlite is one connection: Kysely hands it to one caller (or transaction) at a time.
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private isLent = false;
  private readonly waiting: ((connection: PGliteConnection) => void)[] = [];

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(new PreparedStatements(client));
  }

  // The raw protocol calls below do not wait for start-up the way PGlite's query() does.
  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.isLent) {
      this.isLent = true;
      return this.connection;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(this.connection);
    else this.isLent = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
