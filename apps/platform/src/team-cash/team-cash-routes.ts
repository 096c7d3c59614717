import type { TeamCashStatus } from '@betfront/contract/team-cash';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireSessionPlayer } from '../session/session-player';

/** The player's standing in the operator's agent network, for the team-cash notice. */
export function teamCashRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/team-cash/status', async (request, reply): Promise<TeamCashStatus> => {
      const user = await requireSessionPlayer(db, request);
      const rows = await db.query<{ isAgent: boolean }>(
        'select is_team_cash_agent as "isAgent" from users where id = $1',
        [user.id],
      );
      reply.header('cache-control', 'no-store');
      return { isAgent: rows[0]?.isAgent ?? false };
    });
  };
}
