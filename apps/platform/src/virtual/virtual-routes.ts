import {
  placeVirtualBetBodySchema,
  virtualBetsQuerySchema,
  virtualGamesQuerySchema,
  virtualResultsQuerySchema,
} from '@betfront/contract/virtual';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readsRussian } from '../betting/reader-language';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { mainCurrency } from '../limits/money-usage';
import { findSessionPlayer, requireSessionPlayer } from '../session/session-player';
import { placeVirtualBet } from './place-bet';
import { dayInZone, dayRange } from '../sportsbook/read/results';
import { timePreferencesOf } from '../preferences/time-preferences';
import { readVirtualBets, readVirtualGames, readVirtualResults } from './virtual-reads';

/**
 * Virtual sports and TV games: a page's games with their rounds, the rounds played on a day, the player's bets and
 * placing one.
 */
export function virtualRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/virtual/games', async (request) => {
      const { page, lng } = parseInput(virtualGamesQuerySchema, request.query, 'query');
      const player = await findSessionPlayer(db, request);
      const reader = {
        russian: readsRussian(lng, player?.language ?? null),
        currencyIso: player ? await mainCurrency(db, player.id) : null,
      };
      return { games: await readVirtualGames(db, page, reader, new Date()) };
    });

    app.get('/web-api/virtual/results', async (request) => {
      const { lng, date, gameId } = parseInput(virtualResultsQuerySchema, request.query, 'query');
      // The day is the player's calendar day, as on the sportsbook's results.
      const player = await findSessionPlayer(db, request);
      const zoneHours = timePreferencesOf(player, request.cookies).time_zone;
      const day = date ?? dayInZone(new Date(), zoneHours);
      return readVirtualResults(db, {
        day,
        range: dayRange(day, zoneHours),
        gameId: gameId ?? null,
        russian: readsRussian(lng, player?.language ?? null),
      });
    });

    app.get('/web-api/virtual/bets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { page, lng } = parseInput(virtualBetsQuerySchema, request.query, 'query');
      return { bets: await readVirtualBets(db, user.id, page, readsRussian(lng, user.language)) };
    });

    app.post('/web-api/virtual/bets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(placeVirtualBetBodySchema, request.body, 'body');
      return placeVirtualBet(db, user.id, body, {
        countryCode: countryFromRequest(request),
        russian: readsRussian(undefined, user.language),
      });
    });
  };
}
