import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database (decision 114). PGlite's `query` sends every statement as an
 * unnamed one: Parse, Describe, Bind, Describe, Execute and Sync, each a separate call into the WebAssembly
 * PostgreSQL, which parses and plans the text again every time. On PostgreSQL postgres.js keeps a prepared
 * statement per connection and text (decision 99); drizzle's PGlite driver does not. In PGlite, parsing and planning
 * were about half the time of the patient list's statement (EXPLAIN ANALYZE and a throwaway script: 455 µs as an
 * unnamed statement, 234 µs as an EXECUTE of the same statement prepared).
 *
 * So a SELECT sent a second time is parsed once under a name of its own, and from then on run by one call of
 * Bind, Describe, Execute and Sync, the same messages a PostgreSQL client sends for a prepared statement. Values
 * are written by PGlite's own serializers for the parameter types PostgreSQL described, and rows read by PGlite's
 * own result parser with the caller's options, so the rows are those `query` returns. It runs under the same two
 * locks as `query` (PGlite's transaction lock, then its statement lock): never inside someone else's transaction.
 * Anything but a SELECT, a text seen once, and any statement in a transaction (drizzle sends those through the
 * transaction object, not this client) go through `query` as before. PostgreSQL re-plans a prepared statement by
 * itself when a table it reads changes (an ANALYZE, a migration).
 */

/** Names kept at most: a SELECT's text is fixed by the code that builds it (decision 99), so there are few. */
const MAX_PREPARED = 500;
/** Texts remembered as seen once; past it they are forgotten (a text built with its values inside is never repeated). */
const MAX_SEEN = 5_000;

interface Prepared {
  name: string;
  /** PostgreSQL's type of each parameter, which picks the serializer of its value. */
  parameterTypes: number[];
}

/** The protocol messages of one call, as one buffer. */
const concat = (parts: Uint8Array[]) => Buffer.concat(parts);

/** `client` with `query` running SELECTs as named prepared statements from their second use on; all else as it was. */
export function withPreparedSelects(client: PGlite): PGlite {
  const seen = new Set<string>();
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;

  /** Parses `text` under a new name and reads its parameter types (under the locks, like every call below). */
  async function prepare(text: string): Promise<Prepared> {
    const name = `scribe_${prepared.size + 1}`;
    const { messages } = await client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const parameterTypes = parse.parseDescribeStatementResults(messages);
    const statement = { name, parameterTypes };
    prepared.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          const statement = prepared.get(text) ?? (await prepare(text));
          // As PGlite's query writes values: null stays null, else the serializer of the parameter's type, else text.
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const type = statement.parameterTypes[index]!;
            const serializer = options?.serializers?.[type] ?? client.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          const { messages } = await client.execProtocol(
            concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          );
          return parse.parseResults(messages, client.parsers, options)[0]!;
        } catch (error) {
          // Named as query names its errors: the statement, its values and options.
          if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  const query = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const isSelect = /^\s*select\b/i.test(text);
    if (!isSelect || (!prepared.has(text) && !seen.has(text)) || (!prepared.has(text) && prepared.size >= MAX_PREPARED)) {
      if (isSelect) {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
      }
      return client.query(text, params, options);
    }
    return run(text, params, options);
  };

  // Everything else is PGlite's own, called on PGlite itself (its private fields need the real instance as `this`).
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
