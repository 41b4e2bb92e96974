import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * A statement written in SQL rather than by a query builder, prepared under `name` as the builders' `.prepare()`
 * does (what `db.execute` does, less the name), with `sql.placeholder`s for its values. `db.execute` sends a
 * statement unnamed, and postgres.js asks PostgreSQL for the parameter types of an unnamed statement that has
 * parameters before it sends them: two round trips, and a parse at every run. Prepared, it is parsed once per
 * connection and then runs in one round trip (decision 141).
 */
export function preparedSql(db: Executor, statement: SQL, name: string) {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}
