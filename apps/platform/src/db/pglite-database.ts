import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { channelIdentifier } from './database';

function wrap(connection: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query<T>(sql, [...params]);
      return result.rows;
    },
    async execute(sql: string) {
      await connection.exec(sql);
    },
  };
}

/**
 * The embedded database: PGlite in one process, file-backed or in memory. Only one process can open it, so that
 * process leads every job.
 */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async listen(channel, handlers) {
      const stop = await pglite.listen(channelIdentifier(channel), (payload) => handlers.onMessage(payload));
      return () => stop();
    },
    tryLead: async () => true,
    async backup() {
      // Written first so that a restore replays little of the write-ahead log.
      await pglite.exec('checkpoint');
      return pglite.dumpDataDir('gzip');
    },
    close: () => pglite.close(),
  };
}
