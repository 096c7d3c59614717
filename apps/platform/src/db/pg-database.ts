import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Database, Queryable } from './database';
import { pgliteCompatibleTypes } from './pg-int8';

function wrap(connection: pg.Pool | PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query(sql, [...params]);
      return result.rows as T[];
    },
    async execute(sql: string) {
      await connection.query(sql);
    },
  };
}

/** A PostgreSQL server reached through a connection pool. */
export function pgDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, types: pgliteCompatibleTypes });
  // An idle connection the server closed is dropped by the pool and replaced on demand; unheard, its error
  // would end the process.
  pool.on('error', () => {});
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection lost mid-transaction fails the statement running on it and also emits this.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        // After a failed statement (even one fn caught) the server turns commit into rollback, without an error.
        const committed = await client.query('commit');
        if (committed.command === 'ROLLBACK') {
          throw new Error('The transaction was rolled back instead of committed: a statement in it failed');
        }
        return result;
      } catch (error) {
        if (!broken) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed instead of going back to the pool.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
