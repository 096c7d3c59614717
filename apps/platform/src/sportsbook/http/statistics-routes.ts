import { gameParamsSchema } from '@betfront/contract/sportsbook';
import { gameStatisticsQuerySchema } from '@betfront/contract/sportsbook-statistics';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { readGameStatistics } from '../read/game-statistics';
import type { SportsbookService } from '../read/sportsbook-service';
import { CACHE_CONTROL } from './sportsbook-routes';

/** A game's statistics: its facts, its sides' meetings and their recent form. */
export function statisticsRoutes(service: SportsbookService) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/sportsbook/games/:gameId/statistics', async (request, reply) => {
      const { gameId } = parseInput(gameParamsSchema, request.params, 'params');
      const { lng } = parseInput(gameStatisticsQuerySchema, request.query, 'query');
      const statistics = await readGameStatistics(service.db, service.viewer, gameId, lng);
      if (!statistics) throw new HttpError(404, 'game_not_found', `There is no game ${gameId}`);
      return reply.header('cache-control', CACHE_CONTROL).send(statistics);
    });
  };
}
