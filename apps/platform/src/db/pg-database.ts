import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Database, Queryable } from './database';

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
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
