import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Database, Queryable } from './database';
import { pgliteCompatibleTypes } from './pg-int8';
import { createPgSession } from './pg-session';

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

export interface PgTimeouts {
  /** Connecting, handshake included: a server that accepts and never answers fails after it. */
  connectMs: number;
  /** One statement on the server. */
  statementMs: number;
  /** A transaction left idle by a stuck caller holds its locks no longer than this. */
  idleInTransactionMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 30_000 };

/**
 * A PostgreSQL server reached through a connection pool. Every connection, statement and idle transaction has a
 * timeout, so a frozen or unreachable server fails requests (answered 503) instead of hanging them.
 */
export function pgDatabase(connectionString: string, timeouts: PgTimeouts = DEFAULT_PG_TIMEOUTS): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: pgliteCompatibleTypes,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // The client's own limit, for a server that stops answering mid-statement.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // The platform's statements are short: compiling one (hundreds of milliseconds) costs more than running it,
    // and the planner asks for it on the estimates of tables not analysed yet.
    options: '-c jit=off',
  });
  // An idle connection the server closed is dropped by the pool and replaced on demand; unheard, its error
  // would end the process.
  pool.on('error', () => {});
  const session = createPgSession(connectionString, timeouts);
  return {
    ...wrap(pool),
    listen: session.listen,
    tryLead: session.tryLead,
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
    async close() {
      await session.close();
      await pool.end();
    },
  };
}
