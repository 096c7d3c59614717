import { casinoFavoriteParamsSchema, casinoLngQuerySchema } from '@betfront/contract/casino-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { addFavorite, listFavorites, MAX_CASINO_FAVORITES, removeFavorite } from './favorites-repository';
import { findEnabledGame } from './games-repository';

/** A player's favourite casino games: the list, adding one and removing one; each answers the list as it stands. */
export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  const input = (request: FastifyRequest) => ({
    ...parseInput(casinoFavoriteParamsSchema, request.params, 'params'),
    ...parseInput(casinoLngQuerySchema, request.query, 'query'),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/web-api/casino/favorites', async (request) => {
    const { id: userId } = await requireSessionPlayer(db, request);
    const { lng } = parseInput(casinoLngQuerySchema, request.query, 'query');
    return listFavorites(db, userId, lng);
  });

  app.put('/web-api/casino/favorites/:gameId', async (request) => {
    const { id: userId } = await requireSessionPlayer(db, request);
    const { gameId, lng } = input(request);
    const outcome = await db.transaction(async (tx) => {
      if (!(await findEnabledGame(tx, gameId))) {
        throw new HttpError(404, 'casino_game_not_found', `There is no game ${gameId}`);
      }
      return addFavorite(tx, userId, gameId);
    });
    if (outcome === 'full') {
      throw new HttpError(409, 'favorites_full', `At most ${MAX_CASINO_FAVORITES} favourite games; remove one first`);
    }
    return listFavorites(db, userId, lng);
  });

  app.delete('/web-api/casino/favorites/:gameId', async (request) => {
    const { id: userId } = await requireSessionPlayer(db, request);
    const { gameId, lng } = input(request);
    await removeFavorite(db, userId, gameId);
    return listFavorites(db, userId, lng);
  });
}
