import {
  liveResultsQuerySchema,
  resultsQuerySchema,
  searchQuerySchema,
  teamParamsSchema,
  topGamesQuerySchema,
} from '@betfront/contract/sportsbook-lists';
import { sportsbookLangQuerySchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { ListsService } from '../read/lists-service';
import { timePreferencesOf } from '../../preferences/time-preferences';
import { findSessionPlayer } from '../../session/session-player';
import { dayInZone } from '../read/results';
import type { SharedLists } from '../read/shared-lists';
import type { SportsbookService } from '../read/sportsbook-service';
import { hiddenSportsOf } from './hidden-sports-of-request';
import { CACHE_CONTROL } from './sportsbook-routes';

/** Results keep for a while: a finished game does not change. */
const RESULTS_CACHE_CONTROL = 'private, max-age=30';

/** Results, search, top games, the express of the day, a side's games and the sports map. */
export function listRoutes(service: SportsbookService, lists: ListsService, shared: SharedLists) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/sportsbook/results', async (request, reply) => {
      const { lng, sportId, date } = parseInput(resultsQuerySchema, request.query, 'query');
      // The day is the player's calendar day: a stored time zone, else the visitor's cookie, else UTC+3.
      const player = await findSessionPlayer(service.db, request);
      const zoneHours = timePreferencesOf(player, request.cookies).time_zone;
      const day = date ?? dayInZone(new Date(), zoneHours);
      const answer = await lists.results({ lng, day, zoneHours, ...(sportId ? { sportId } : {}) });
      return reply.header('cache-control', RESULTS_CACHE_CONTROL).send(answer);
    });

    app.get('/web-api/sportsbook/results/live', async (request, reply) => {
      const { lng, sportId } = parseInput(liveResultsQuerySchema, request.query, 'query');
      return reply.header('cache-control', CACHE_CONTROL).send({ games: await lists.liveResults(lng, sportId) });
    });

    app.get('/web-api/sportsbook/search', async (request, reply) => {
      const { lng, q, mode, limit } = parseInput(searchQuerySchema, request.query, 'query');
      const hidden = await hiddenSportsOf(service.db, request);
      const games = await lists.search({ lng, q, mode, hidden, limit });
      return reply.header('cache-control', CACHE_CONTROL).send({ games });
    });

    app.get('/web-api/sportsbook/top', async (request, reply) => {
      const { lng, mode, limit } = parseInput(topGamesQuerySchema, request.query, 'query');
      const hidden = await hiddenSportsOf(service.db, request);
      return reply.header('cache-control', CACHE_CONTROL).send({ games: await shared.top(lng, mode, hidden, limit) });
    });

    app.get('/web-api/sportsbook/express-day', async (request, reply) => {
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      const hidden = await hiddenSportsOf(service.db, request);
      const expresses = await shared.expressDay(lng, new Date(), hidden);
      return reply.header('cache-control', CACHE_CONTROL).send({ expresses });
    });

    app.get('/web-api/sportsbook/teams/:teamId', async (request, reply) => {
      const { teamId } = parseInput(teamParamsSchema, request.params, 'params');
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      const answer = await lists.team(teamId, lng, await hiddenSportsOf(service.db, request));
      if (!answer) throw new HttpError(404, 'team_not_found', `There is no team ${teamId}`);
      return reply.header('cache-control', CACHE_CONTROL).send(answer);
    });

    app.get('/web-api/sportsbook/sports-map', async (request, reply) => {
      const { lng } = parseInput(sportsbookLangQuerySchema, request.query, 'query');
      return reply.header('cache-control', CACHE_CONTROL).send(await lists.sportsMap(lng));
    });
  };
}
