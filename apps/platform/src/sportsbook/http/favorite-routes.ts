import { sportsbookLangQuerySchema } from '@betfront/contract/sportsbook';
import { favoriteParamsSchema } from '@betfront/contract/sportsbook-lists';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { addFavorite, MAX_FAVORITES, removeFavorite } from '../favorites/favorite-repository';
import { findGame } from '../read/game-rows';
import type { ListsService } from '../read/lists-service';
import type { SportsbookService } from '../read/sportsbook-service';
import { requireSessionPlayer } from '../../session/session-player';

/** A player's favourite games: the list, adding one and removing one; each answers the list as it now stands. */
export function favoriteRoutes(service: SportsbookService, lists: ListsService) {
  const { db } = service;
  const input = (request: FastifyRequest) => ({
    ...parseInput(favoriteParamsSchema, request.params, 'params'),
    ...parseInput(sportsbookLangQuerySchema, request.query, 'query'),
  });

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/sportsbook/favorites', async (request) => {
      const { id: playerId } = await requireSessionPlayer(db, request);
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      return lists.favorites(playerId, lng);
    });

    app.put('/web-api/sportsbook/favorites/:gameId', async (request) => {
      const { id: playerId } = await requireSessionPlayer(db, request);
      const { gameId, lng } = input(request);
      const game = await findGame(db, gameId);
      if (!game) throw new HttpError(404, 'game_not_found', `There is no game ${gameId}`);
      if (game.status === 'finished') throw new HttpError(409, 'game_finished', `The game ${gameId} is over`);
      const outcome = await db.transaction((tx) => addFavorite(tx, playerId, gameId));
      if (outcome === 'full') {
        throw new HttpError(409, 'favorites_full', `At most ${MAX_FAVORITES} favourite games; remove one first`);
      }
      return lists.favorites(playerId, lng);
    });

    app.delete('/web-api/sportsbook/favorites/:gameId', async (request) => {
      const { id: playerId } = await requireSessionPlayer(db, request);
      const { gameId, lng } = input(request);
      await removeFavorite(db, playerId, gameId);
      return lists.favorites(playerId, lng);
    });
  };
}
