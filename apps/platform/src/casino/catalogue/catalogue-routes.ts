import {
  casinoGameParamsSchema,
  casinoGamesQuerySchema,
  casinoLngQuerySchema,
  casinoRecommendedQuerySchema,
  casinoSearchQuerySchema,
} from '@betfront/contract/casino-catalogue';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { findGameTile, listGames, searchGames } from './games-repository';
import { listProviders } from './providers-repository';
import { recommendGames } from './recommended-repository';

/** The catalogue changes only with a migration or an operator's switch; a shared cache may keep it a minute. */
const CATALOGUE_CACHE = 'public, max-age=60';

/** The lobby's calls: games by category, one game by id, provider or tag; providers; search; the player's recommendations. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

  app.get('/web-api/casino/games', async (request, reply) => {
    const query = parseInput(casinoGamesQuerySchema, request.query, 'query');
    return reply.header('cache-control', CATALOGUE_CACHE).send(await listGames(db, query));
  });

  app.get('/web-api/casino/games/:gameId', async (request, reply) => {
    const { gameId } = parseInput(casinoGameParamsSchema, request.params, 'params');
    const { lng } = parseInput(casinoLngQuerySchema, request.query, 'query');
    const game = await findGameTile(db, gameId, lng);
    if (!game) throw new HttpError(404, 'casino_game_not_found', `There is no game ${gameId}`);
    return reply.header('cache-control', CATALOGUE_CACHE).send({ game });
  });

  app.get('/web-api/casino/providers', async (_request, reply) => {
    return reply.header('cache-control', CATALOGUE_CACHE).send({ providers: await listProviders(db) });
  });

  app.get('/web-api/casino/search', async (request, reply) => {
    const { q, lng, limit } = parseInput(casinoSearchQuerySchema, request.query, 'query');
    return reply.header('cache-control', CATALOGUE_CACHE).send({ games: await searchGames(db, q, lng, limit) });
  });

  app.get('/web-api/casino/recommended', async (request, reply) => {
    const { id: userId } = await requireSessionPlayer(db, request);
    const { lng, limit } = parseInput(casinoRecommendedQuerySchema, request.query, 'query');
    return reply.header('cache-control', 'no-store').send(await recommendGames(db, userId, lng, limit));
  });
}
