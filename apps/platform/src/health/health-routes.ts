import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { errorBody } from '../http/http-error';

export function healthRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // A transaction that takes an id commits a record to the write-ahead log and waits for it to be on disk:
        // a database that reads but cannot write (a full disk) fails here, where `select 1` would pass.
        await db.transaction((tx) => tx.query('select txid_current()'));
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody('db_unavailable', 'The database does not answer or cannot write'));
      }
      // Which of the cluster's periodic jobs this process leads, so an operator sees who runs what.
      const jobs = Object.fromEntries(
        [...app.jobs].map(([name, job]) => [name, job.leads === null ? 'starting' : job.leads ? 'leads' : 'follows']),
      );
      return reply.send({ status: 'ok', db: 'ok', jobs });
    });
  };
}
