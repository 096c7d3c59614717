import { gameParamsSchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { requireAdminToken } from '../../admin/admin-auth';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { SportsbookService } from '../read/sportsbook-service';
import { finishGame } from '../simulation/finish-game';

/**
 * `POST /admin-api/test/sportsbook/finish-game { gameId }`: plays a game in play to its end at once and writes it
 * as finished, for settlement to pick up. Behind the admin token; refused in production.
 */
export function finishGameRoute(
  service: SportsbookService,
  options: { adminToken: string; allowTestCommands: boolean },
) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminToken(options.adminToken));
    app.post('/admin-api/test/sportsbook/finish-game', async (request, reply) => {
      if (!options.allowTestCommands) {
        throw new HttpError(403, 'test_only', 'This command is not available in production');
      }
      const { gameId } = parseInput(gameParamsSchema, request.body, 'body');
      if (!(await finishGame(service.db, service.simulator, gameId))) {
        throw new HttpError(409, 'game_not_live', `The game ${gameId} is not in play`);
      }
      service.changes.publish([gameId]);
      const game = await service.game(gameId, 'en');
      return reply.header('cache-control', 'no-store').send({ result: { game } });
    });
  };
}
