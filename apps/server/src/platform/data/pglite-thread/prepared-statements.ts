/**
 * The thread's queries as named prepared statements: PGlite's `query` parses and plans every statement
 * again and talks to its WebAssembly backend six times per query (parse, describe, bind, describe,
 * execute, sync). Here a statement's text is parsed once, and each later run is one message of bind,
 * execute and sync, whose answer PGlite's own result parser reads. A primary-key lookup costs about a
 * quarter of `query`'s time, a page of the gallery about two thirds (see decision 010).
 *
 * Only queries (select, insert, update, delete, with) are kept; anything else goes through `query`.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept at most; the least recently used one is closed when a new one is parsed. */
const KEPT_STATEMENTS = 256;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

const QUERY = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a table changed under a kept statement so its rows would change shape. */
const CACHED_PLAN_CHANGED = '0A000';

interface Statement {
  name: string;
  parameterTypes: number[];
  /** How the rows are described (null for a statement without rows), put before each run's rows. */
  rowDescription: BackendMessage | null;
}

type QueryShape = Pick<QueryOptions, 'rowMode' | 'parsers'>;

export class PreparedStatements {
  readonly #statements = new Map<string, Statement>();
  #toClose: string[] = [];
  #nextName = 1;

  readonly #database: PGlite;

  constructor(database: PGlite) {
    this.#database = database;
  }

  /** Whether `query` would keep this text as a statement (otherwise, use PGlite's `query`). */
  static keeps(sql: string): boolean {
    return QUERY.test(sql);
  }

  /**
   * Runs a statement as PGlite's `query` would: inside the open transaction when `inTransaction`,
   * otherwise after it (PGlite's transaction lock), and saved to the file system after.
   */
  async query(sql: string, params: unknown[], shape: QueryShape, inTransaction: boolean): Promise<Results> {
    const run = () =>
      this.#database._runExclusiveQuery(() => this.#runKept(sql, params, shape, !inTransaction));
    if (inTransaction) return run();
    const results = await this.#database._runExclusiveTransaction(run);
    await this.#database.syncToFs();
    return results;
  }

  async #runKept(sql: string, params: unknown[], shape: QueryShape, mayRetry: boolean): Promise<Results> {
    const statement = this.#recall(sql) ?? (await this.#prepare(sql));
    try {
      return await this.#execute(statement, params, shape);
    } catch (error) {
      if (!isCachedPlanChanged(error)) throw withQuery(error, sql, params);
      this.#forget(sql, statement);
      if (!mayRetry) throw withQuery(error, sql, params);
      return this.#execute(await this.#prepare(sql), params, shape);
    }
  }

  /** The statement kept for this text, now the most recently used. */
  #recall(sql: string): Statement | undefined {
    const statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  async #prepare(sql: string): Promise<Statement> {
    if (this.#statements.size >= KEPT_STATEMENTS) {
      const [oldestSql, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#forget(oldestSql, oldest);
    }
    const name = `kept_${this.#nextName++}`;
    const closing = this.#toClose.map((old) => protocol.serialize.close({ type: 'S', name: old }));
    this.#toClose = [];
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.#database.execProtocol(
        concat([
          ...closing,
          protocol.serialize.parse({ name, text: sql, types: [] }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw withQuery(error, sql, []);
    }
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription') ?? null,
    };
    this.#statements.set(sql, statement);
    return statement;
  }

  async #execute(statement: Statement, params: unknown[], shape: QueryShape): Promise<Results> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#database.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.#database.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [results] = parse.parseResults(described, this.#database.parsers, shape);
    if (!results) throw new Error('PGlite answered a statement without a result');
    return results;
  }

  #forget(sql: string, statement: Statement): void {
    if (this.#statements.get(sql) !== statement) return;
    this.#statements.delete(sql);
    this.#toClose.push(statement.name);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}

function isCachedPlanChanged(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === CACHED_PLAN_CHANGED;
}

/** As PGlite's `query` does, the error says which statement failed. */
function withQuery(error: unknown, sql: string, params: unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query: sql, params });
  return error;
}
