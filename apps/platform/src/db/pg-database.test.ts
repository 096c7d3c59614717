import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requiredTestDatabaseUrl } from '../testing/postgres-url';
import type { Database, Queryable } from './database';
import { notifyChannel } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { DEFAULT_PG_TIMEOUTS, pgDatabase } from './pg-database';
import { createServerTestDatabase, databaseUrl, withAdminConnection } from './server-test-database';

let db: Database;
beforeEach(async () => {
  db = await createServerTestDatabase(requiredTestDatabaseUrl());
  await db.execute("create table notes (id integer primary key, body text not null check (body <> ''))");
});
afterEach(async () => {
  await db.close();
});

const bodies = async () =>
  (await db.query<{ body: string }>('select body from notes order by id')).map((row) => row.body);
const backendOf = async (tx: Queryable) => (await tx.query<{ pid: number }>('select pg_backend_pid() as pid'))[0]?.pid;

describe('the PostgreSQL adapter', () => {
  it('asks the server not to compile its statements, which cost less to run than to compile', async () => {
    expect(await db.query('show jit')).toEqual([{ jit: 'off' }]);
  });

  it('commits a transaction that resolves, visible to every connection, and answers its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1), (2, $2)', ['first', 'second']);
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes'))[0]?.n;
    });
    expect(result).toBe(2);
    expect(await bodies()).toEqual(['first', 'second']);
  });

  it('keeps a transaction’s writes from others until it commits', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query("insert into notes values (1, 'pending')");
      await held;
    });
    await expect.poll(() => db.query('select 1 from pg_locks where locktype = $1', ['transactionid'])).not.toEqual([]);
    expect(await bodies()).toEqual([]);
    release();
    await writing;
    expect(await bodies()).toEqual(['pending']);
  });

  it('rolls back every write of a transaction that throws, and passes its error on', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values (1, 'kept?')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await bodies()).toEqual([]);
  });

  it('leaves the connection of a failed statement usable: the next transaction on it commits', async () => {
    let failedOn: number | undefined;
    await expect(
      db.transaction(async (tx) => {
        failedOn = await backendOf(tx);
        await tx.query("insert into notes values (1, 'before')");
        await tx.query("insert into notes values (2, '')");
      }),
    ).rejects.toThrow(/notes_body_check/);
    const committedOn = await db.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'after')");
      return backendOf(tx);
    });
    expect(committedOn).toBe(failedOn);
    expect(await bodies()).toEqual(['after']);
  });

  it('refuses to report a commit when a statement failed and the caller caught it: nothing was written', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values (1, 'lost')");
        await tx.query("insert into notes values (2, '')").catch(() => undefined);
        return 'done';
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await bodies()).toEqual([]);
  });

  it('passes on the error of a transaction whose connection died, and serves the next one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values (1, 'doomed')");
        await db.query('select pg_terminate_backend($1)', [await backendOf(tx)]);
        await tx.query('select 1');
      }),
    ).rejects.toThrow(/terminat|ECONNRESET|not queryable/);
    await db.transaction((tx) => tx.query("insert into notes values (2, 'alive')"));
    expect(await bodies()).toEqual(['alive']);
  });

  it('cancels a statement the server takes too long over, as unavailable, and goes on', async () => {
    const [current] = await db.query<{ name: string }>('select current_database() as name');
    const impatient = pgDatabase(databaseUrl(requiredTestDatabaseUrl(), current?.name ?? ''), {
      ...DEFAULT_PG_TIMEOUTS,
      statementMs: 300,
    });
    try {
      const started = Date.now();
      const frozen = await impatient.query('select pg_sleep(5)').catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(isDatabaseUnavailable(frozen)).toBe(true);
      expect(await impatient.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await impatient.close();
    }
  });

  it('replaces an idle connection the server closed', async () => {
    const [current] = await db.query<{ name: string }>('select current_database() as name');
    await withAdminConnection(requiredTestDatabaseUrl(), (admin) =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [current?.name]),
    );
    await expect.poll(() => db.query('select 1 as one').catch(() => [])).toEqual([{ one: 1 }]);
  });

  it('hears notifications again after its listening connection was cut, and is told to resync', async () => {
    const heard: string[] = [];
    let resyncs = 0;
    await db.listen('notes_changed', { onMessage: (payload) => heard.push(payload), onResync: () => (resyncs += 1) });
    expect(await db.tryLead('note-sweep')).toBe(true);
    await notifyChannel(db, 'notes_changed', 'first');
    await expect.poll(() => heard).toEqual(['first']);

    const [current] = await db.query<{ name: string }>('select current_database() as name');
    await withAdminConnection(requiredTestDatabaseUrl(), (admin) =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [current?.name]),
    );
    await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
    await notifyChannel(db, 'notes_changed', 'second');
    await expect.poll(() => heard).toEqual(['first', 'second']);
    // The lead went with the connection; nobody else holds it, so it is taken again.
    expect(await db.tryLead('note-sweep')).toBe(true);
  });

  it('lets one process lead a job while its connection lasts', async () => {
    const [current] = await db.query<{ name: string }>('select current_database() as name');
    const url = databaseUrl(requiredTestDatabaseUrl(), current?.name ?? '');
    const [first, second] = [pgDatabase(url), pgDatabase(url)];
    try {
      expect(await first.tryLead('note-sweep')).toBe(true);
      expect(await second.tryLead('note-sweep')).toBe(false);
      expect(await second.tryLead('another-job')).toBe(true);
      await first.close();
      expect(await second.tryLead('note-sweep')).toBe(true);
    } finally {
      await second.close();
    }
  });
});
