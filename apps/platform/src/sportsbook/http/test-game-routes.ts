import { gameParamsSchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { requireAdminToken } from '../../admin/admin-auth';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { SportsbookService } from '../read/sportsbook-service';
import { finishGame } from '../simulation/finish-game';
import type { LiveSimulator } from '../simulation/live-simulator';

/** How long the suspend command closes a game's markets. */
const SUSPENSION_MS = 60_000;

/**
 * Test commands on a game in play, behind the admin token and refused in production:
 * `POST /admin-api/test/sportsbook/finish-game { gameId }` plays it to its end at once and writes it as finished,
 * for settlement to pick up; `POST /admin-api/test/sportsbook/suspend-game { gameId }` suspends its markets for a
 * minute, as a goal does for a few seconds; `POST /admin-api/test/sportsbook/move-game { gameId }` shifts its form
 * one step, so every price of it moves at once.
 */
export function testGameRoutes(
  service: SportsbookService,
  options: { adminToken: string; allowTestCommands: boolean },
) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminToken(options.adminToken));
    app.addHook('preHandler', async () => {
      if (!options.allowTestCommands) {
        throw new HttpError(403, 'test_only', 'This command is not available in production');
      }
    });

    const answerGame = async (gameId: number) => ({ result: { game: await service.game(gameId, 'en') } });

    /** A change made to the simulator's game is written and pushed at once, not at its next tick. */
    const changeGame = async (gameId: number, change: (simulator: LiveSimulator) => boolean) => {
      const { simulator } = service;
      if (!simulator || !change(simulator)) {
        throw new HttpError(409, 'game_not_live', `The game ${gameId} is not in play in this process's simulator`);
      }
      await simulator.commit();
    };

    app.post('/admin-api/test/sportsbook/finish-game', async (request, reply) => {
      const { gameId } = parseInput(gameParamsSchema, request.body, 'body');
      if (!(await finishGame(service.db, service.simulator, gameId))) {
        throw new HttpError(409, 'game_not_live', `The game ${gameId} is not in play`);
      }
      return reply.header('cache-control', 'no-store').send(await answerGame(gameId));
    });

    app.post('/admin-api/test/sportsbook/move-game', async (request, reply) => {
      const { gameId } = parseInput(gameParamsSchema, request.body, 'body');
      await changeGame(gameId, (simulator) => simulator.shiftForm(gameId));
      return reply.header('cache-control', 'no-store').send(await answerGame(gameId));
    });

    app.post('/admin-api/test/sportsbook/suspend-game', async (request, reply) => {
      const { gameId } = parseInput(gameParamsSchema, request.body, 'body');
      await changeGame(gameId, (simulator) => simulator.suspend(gameId, SUSPENSION_MS));
      return reply.header('cache-control', 'no-store').send(await answerGame(gameId));
    });
  };
}
