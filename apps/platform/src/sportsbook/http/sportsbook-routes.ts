import {
  gameParamsSchema,
  gamesQuerySchema,
  sportsbookLangQuerySchema,
  sportsMenuQuerySchema,
} from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { SharedLists } from '../read/shared-lists';
import type { SportsbookService } from '../read/sportsbook-service';
import { assertCatalogueFilter } from './catalogue-filter';
import { hiddenSportsOf } from './hidden-sports-of-request';

/** Prices change every few seconds in play: answers may be kept briefly, never shared across players' caches. */
export const CACHE_CONTROL = 'private, max-age=1';

export function sportsbookRoutes(service: SportsbookService, shared: SharedLists) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/sportsbook/menu', async (request, reply) => {
      const { lng, mode } = parseInput(sportsMenuQuerySchema, request.query, 'query');
      const hidden = await hiddenSportsOf(service.db, request);
      return reply.header('cache-control', CACHE_CONTROL).send(await shared.menu(lng, mode, hidden[mode]));
    });

    app.get('/web-api/sportsbook/games', async (request, reply) => {
      const query = parseInput(gamesQuerySchema, request.query, 'query');
      await assertCatalogueFilter(service.db, query);
      const hidden = await hiddenSportsOf(service.db, request);
      const games = await shared.games({ ...query, excludeSportIds: hidden[query.mode] });
      return reply.header('cache-control', CACHE_CONTROL).send({ games });
    });

    app.get('/web-api/sportsbook/games/:gameId', async (request, reply) => {
      const { gameId } = parseInput(gameParamsSchema, request.params, 'params');
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      const game = await service.game(gameId, lng);
      if (!game) throw new HttpError(404, 'game_not_found', `There is no game ${gameId}`);
      return reply.header('cache-control', CACHE_CONTROL).send({ game });
    });
  };
}
