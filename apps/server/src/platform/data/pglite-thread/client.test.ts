import { setFlagsFromString } from 'node:v8';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './client.ts';
import { TEXT_TYPES } from './protocol.ts';

describe('PGlite in its own thread', () => {
  let database: PgliteThread;
  beforeAll(async () => {
    database = new PgliteThread();
    await database.ready;
    await database.exec(
      'create table things (id serial primary key, name text unique not null, made timestamptz default now())',
    );
  });
  afterAll(() => database.close());

  it('answers queries in rows or arrays, leaving the types drizzle asks for as text', async () => {
    await database.query('insert into things (name) values ($1), ($2)', ['reef', 'wreck']);
    const objects = await database.query<{ name: string }>('select name from things order by name');
    expect(objects.rows).toEqual([{ name: 'reef' }, { name: 'wreck' }]);
    const arrays = await database.query('select name, made from things order by name limit 1', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows[0]).toEqual(['reef', expect.any(String)]);
    // drizzle's text types (TEXT_TYPES) are text in every query; the others as PGlite parses them.
    const parsed = await database.query<{ made: unknown; day: unknown; count: unknown; tags: unknown }>(
      "select made, made::date as day, count(*) over () as count, '{1,2}'::int[] as tags from things limit 1",
    );
    expect(parsed.rows[0]).toEqual({
      made: expect.any(String),
      day: expect.any(String),
      count: 2,
      tags: [1, 2],
    });
    const time = await database.query<{ at: unknown }>("select '12:30'::time as at", [], {
      parsers: { 1083: (value: string) => value },
    });
    expect(time.rows[0]?.at).toBe('12:30:00');
  });

  it("leaves as text for every query exactly the types drizzle's driver asks for (TEXT_TYPES)", async () => {
    const asked = new Set<string>();
    const recording = {
      query: (query: string, params: unknown[], options: QueryOptions = {}) => {
        asked.add(
          Object.keys(options.parsers ?? {})
            .map(Number)
            .sort((a, b) => a - b)
            .join(','),
        );
        return database.query(query, params, options);
      },
    };
    const db = drizzle({ client: recording as unknown as PGlite });
    const things = pgTable('things', { id: serial('id'), name: text('name') });
    await db.select().from(things).limit(1);
    await db.execute(sql`select 1`);
    // Should drizzle ask for other types one day, this fails: TEXT_TYPES must follow.
    expect([...asked]).toEqual([[...TEXT_TYPES].sort((a, b) => a - b).join(',')]);
  });

  it('keeps PostgreSQL error fields across the thread boundary', async () => {
    const failure = await database
      .query('insert into things (name) values ($1)', ['reef'])
      .catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'things_name_key' });
  });

  it('keeps a statement that failed, and answers it again with other values', async () => {
    const insert = 'insert into things (name) values ($1) returning name';
    const failure = await database.query(insert, ['reef']).catch((error) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert });
    const added = await database.query<{ name: string }>(insert, ['arch']);
    expect(added.rows).toEqual([{ name: 'arch' }]);
    expect(added.affectedRows).toBe(1);
    await database.query('delete from things where name = $1', ['arch']);
  });

  it('answers a kept statement again after its table changed shape', async () => {
    await database.exec('create table spots_changing (id int primary key)');
    await database.query('insert into spots_changing values ($1)', [1]);
    const everything = 'select * from spots_changing where id = $1';
    expect((await database.query(everything, [1])).rows).toEqual([{ id: 1 }]);
    await database.exec("alter table spots_changing add column name text not null default 'arch'");
    expect((await database.query(everything, [1])).rows).toEqual([{ id: 1, name: 'arch' }]);
  });

  it('answers more distinct statements than it keeps, the oldest closed', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 300; n++) {
      const result = await database.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      answers.push(result.rows[0]?.n ?? -1);
    }
    expect(answers).toEqual(Array.from({ length: 300 }, (_, n) => n + 1));
    const kept = await database.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(kept.rows[0]?.count).toBeLessThanOrEqual(256);
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['cave']);
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await database.query<{ name: string }>('select name from things order by name');
    expect(names.rows.map((row) => row.name)).toEqual(['cave', 'reef', 'wreck']);
  });

  it('makes a query sent while a transaction is open wait for it, as one connection would', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.transaction(async (tx) => {
      await tx.query('update things set name = $1 where name = $2', ['cave 2', 'cave']);
      outside = database
        .query<{ name: string }>("select name from things where name like 'cave%'")
        .then((result) => {
          order.push(`outside saw ${result.rows[0]?.name}`);
        });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction ends');
    });
    await outside;
    expect(order).toEqual(['transaction ends', 'outside saw cave 2']);
  });

  it("leaves the caller's event loop free while a long query runs", async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 5),
    );
    await database.query('select count(*) from generate_series(1, 2000000)').then(() => order.push('query'));
    await timer;
    expect(order).toEqual(['timer', 'query']);
  });

  it('starts from a dumped data dir', async () => {
    const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
    const copy = new PgliteThread({ loadDataDir: dump });
    try {
      const names = await copy.query<{ count: number }>('select count(*)::int as count from things');
      expect(names.rows[0]?.count).toBe(3);
    } finally {
      await copy.close();
    }
  });

  it('gives back the memory its JavaScript heap grew for a big answer, once asked', async () => {
    // As the start script's --expose-gc does; the flag reaches threads started after it.
    setFlagsFromString('--expose-gc');
    const thread = new PgliteThread();
    try {
      await thread.query("select i, repeat('x', 200) as filler from generate_series(1, 200000) as i");
      const before = await thread.heapStatistics();
      await thread.collectGarbage();
      const after = await thread.heapStatistics();
      expect(after.total_heap_size).toBeLessThan(before.total_heap_size * 0.8);
      expect((await thread.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await thread.close();
    }
  });
});
