import type { Executor } from './db.ts';

/** What drizzle's `.prepare(name)` gives: the query's SQL, built once, run with its placeholders' values. */
interface PreparedStatement<Row> {
  execute(placeholders: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A query that drizzle builds into SQL once per database handle (or transaction) and variant, with
 * `sql.placeholder`s for its values, then only runs. drizzle's query builder walks every column and
 * condition again at each call: for a list with two joins that is 150-300 µs of the server's one HTTP
 * thread (measured on listMediaPage, the gallery's list), more than the database takes to answer.
 *
 * `variant` names the shape of the query (which optional filters it has, say): each variant is its own
 * statement, named `${name}_${variant}`.
 */
export function preparedQuery<Row, Variant extends string>(
  name: string,
  build: (db: Executor, variant: Variant, statementName: string) => PreparedStatement<Row>,
) {
  const byExecutor = new WeakMap<Executor, Map<Variant, PreparedStatement<Row>>>();
  return (db: Executor, variant: Variant, placeholders: Record<string, unknown>): Promise<Row[]> => {
    let variants = byExecutor.get(db);
    if (variants === undefined) {
      variants = new Map();
      byExecutor.set(db, variants);
    }
    let statement = variants.get(variant);
    if (statement === undefined) {
      statement = build(db, variant, `${name}_${variant}`);
      variants.set(variant, statement);
    }
    return statement.execute(placeholders);
  };
}

/** `preparedQuery` of a query with one shape. */
export function preparedStatement<Row>(
  name: string,
  build: (db: Executor, statementName: string) => PreparedStatement<Row>,
) {
  const run = preparedQuery<Row, 'only'>(name, (db, _only, statementName) => build(db, statementName));
  return (db: Executor, placeholders: Record<string, unknown>) => run(db, 'only', placeholders);
}
