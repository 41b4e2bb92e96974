import type { Executor } from './client.js';

/**
 * Statements of a hot path built once per database (or transaction) instead of once per request (decision 99).
 * Drizzle builds the SQL text of a query anew each time it runs (a fifth of a signed-in request's time went to
 * that); a query made with `.prepare()` keeps its text and takes its values through `sql.placeholder`s. On
 * PostgreSQL it is also sent as a prepared statement (postgres.js keeps one per connection and text), so the
 * server parses it once instead of at every request. `keyOf` names the variant of the query a shape needs (its
 * sort, its filters); each variant is built on first use.
 */
export function preparedPerShape<Shape, Prepared>(keyOf: (shape: Shape) => string, build: (db: Executor, shape: Shape) => Prepared) {
  const byExecutor = new WeakMap<Executor, Map<string, Prepared>>();
  return (db: Executor, shape: Shape): Prepared => {
    let statements = byExecutor.get(db);
    if (!statements) {
      statements = new Map();
      byExecutor.set(db, statements);
    }
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape);
      statements.set(key, statement);
    }
    return statement;
  };
}

/** A statement of a hot path with one variant, built once per database (or transaction). */
export function prepared<Prepared>(build: (db: Executor) => Prepared) {
  const statement = preparedPerShape(() => '', build);
  return (db: Executor) => statement(db, undefined);
}
