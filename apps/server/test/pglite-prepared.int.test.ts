import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedSelects } from '../src/db/pglite-prepared.js';

/** Decision 114: SELECTs sent again run as named prepared statements, with the rows `query` gives. */
let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create('memory://');
  client = withPreparedSelects(raw);
  await raw.exec(`
    create table t (id uuid primary key, n int, name text, at timestamptz, ok boolean, tags text[], doc jsonb, born date);
    insert into t values
      ('7d1c7f6e-54c1-4e0b-9b7c-3a3f2a0c1a01', 1, 'Ada', '2026-01-02T03:04:05.678Z', true, '{a,b}', '{"k": [1, 2]}', '1980-12-10'),
      ('7d1c7f6e-54c1-4e0b-9b7c-3a3f2a0c1a02', 2, null, null, false, '{}', null, null);
  `);
});
afterAll(() => raw.close());

const prepared = async () => (await raw.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name);

describe('SELECTs as named prepared statements on PGlite', () => {
  it('are prepared from their second use, and answer the rows and fields query answers', async () => {
    const text = 'select * from t where n >= $1 and (name = $2 or $2 is null) and at is distinct from $3 order by n';
    // drizzle's options: rows as arrays, its own parsers for times and dates.
    const drizzleOptions = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value } };
    for (const [params, options] of [
      [[0, null, null], undefined],
      [[1, 'Ada', new Date('2020-01-01T00:00:00Z')], undefined],
      [[0, null, null], drizzleOptions],
      [['2', null, null], { rowMode: 'object' as const }],
    ] as const) {
      const expected = await raw.query(text, [...params], options);
      const first = await client.query(text, [...params], options);
      const second = await client.query(text, [...params], options);
      expect(first.rows).toEqual(expected.rows);
      expect(second.rows).toEqual(expected.rows);
      expect(second.fields).toEqual(expected.fields);
    }
    expect(await prepared()).toHaveLength(1);
  });

  it('leave everything but a SELECT to query', async () => {
    const before = await prepared();
    for (let i = 0; i < 3; i++) {
      await client.query('update t set n = n where id = $1', ['7d1c7f6e-54c1-4e0b-9b7c-3a3f2a0c1a01']);
      await client.query('with x as (select 1) select * from x');
    }
    expect(await prepared()).toEqual(before);
  });

  it('never run inside another caller\'s transaction', async () => {
    const count = 'select count(*)::int as count from t where n = $1';
    expect((await client.query<{ count: number }>(count, [7])).rows[0]!.count).toBe(0);
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = raw.transaction(async (tx) => {
      await tx.query(`insert into t (id, n) values ('7d1c7f6e-54c1-4e0b-9b7c-3a3f2a0c1a07', 7)`);
      inserted();
      await open;
    });
    await insertedYet;
    // Sent while the transaction holds its uncommitted row: answered after it commits, with the row.
    const read = client.query<{ count: number }>(count, [7]);
    const answered = await Promise.race([read.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 200))]);
    expect(answered).toBe(false);
    commit();
    await transaction;
    expect((await read).rows[0]!.count).toBe(1);
  });

  it('fail as query fails, and leave the database usable', async () => {
    const text = 'select n from t where n = $1';
    await client.query(text, [1]);
    const expected = await raw.query(text, ['not a number']).catch((error: unknown) => error);
    const error = await client.query(text, ['not a number']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: (expected as { code: string }).code, message: (expected as Error).message, query: text });
    expect((await client.query(text, [1])).rows).toEqual([{ n: 1 }]);
  });
});
