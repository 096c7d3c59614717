import { REWARDS_PER_PAGE, rewardsQuerySchema } from '@betfront/contract/rewards';
import type { RewardsAnswer } from '@betfront/contract/rewards';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { readRewards } from './rewards-repository';

/** The office's rewards: what the player earned besides bets, from the journal. */
export function rewardsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/rewards', async (request, reply): Promise<RewardsAnswer> => {
      const user = await requireSessionPlayer(db, request);
      const { page } = parseInput(rewardsQuerySchema, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return readRewards(db, user.id, { offset: (page - 1) * REWARDS_PER_PAGE, limit: REWARDS_PER_PAGE });
    });
  };
}
