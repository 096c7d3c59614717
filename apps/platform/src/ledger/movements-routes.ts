import { MOVEMENT_GROUPS, movementsQuerySchema } from '@betfront/contract/ledger';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { countMovements, readMovements } from './movements-repository';

async function ownsAccount(db: Database, userId: number, accountId: number): Promise<boolean> {
  const rows = await db.query('select 1 from accounts where id = $1 and user_id = $2', [accountId, userId]);
  return rows.length > 0;
}

/** The player's history of account movements, read from the journal. */
export function movementsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/ledger/movements', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const query = parseInput(movementsQuerySchema, request.query, 'query');
      if (query.from && query.to && query.from > query.to) {
        throw new HttpError(400, 'invalid_request', 'The period starts after it ends');
      }
      if (query.accountId !== undefined && !(await ownsAccount(db, user.id, query.accountId))) {
        throw new HttpError(404, 'account_not_found', `You have no account ${query.accountId}`);
      }
      const filter = {
        userId: user.id,
        ...(query.accountId === undefined ? {} : { accountId: query.accountId }),
        ...(query.group ? { kinds: MOVEMENT_GROUPS[query.group] } : {}),
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
      };
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
      reply.header('cache-control', 'no-store');
      const [movements, total] = await Promise.all([readMovements(db, filter, page), countMovements(db, filter)]);
      return { movements, total };
    });
  };
}
