import {
  buyTicketBodySchema,
  lotteriesQuerySchema,
  lotteryParamsSchema,
  pastDrawsQuerySchema,
  ticketsQuerySchema,
} from '@betfront/contract/draws';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { readsRussian } from '../betting/reader-language';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { findSessionPlayer, requireSessionPlayer } from '../session/session-player';
import { buyTicket } from './buy-ticket';
import { readLotteries, readLottery, readPastDraws } from './lottery-reads';
import { readTickets } from './ticket-reads';

/** Russian unless English is asked for or is the logged-in player's language. */
async function russianFor(db: Database, request: FastifyRequest, lng: string | undefined): Promise<boolean> {
  const player = lng === undefined ? await findSessionPlayer(db, request) : null;
  return readsRussian(lng, player?.language ?? null);
}

/** The lotteries: catalogue, one lottery, past draws, the player's tickets and their purchase. */
export function drawRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/lotto/lotteries', async (request) => {
      const { lng } = parseInput(lotteriesQuerySchema, request.query, 'query');
      return { lotteries: await readLotteries(db, await russianFor(db, request, lng), new Date()) };
    });

    app.get('/web-api/lotto/lotteries/:slug', async (request) => {
      const { slug } = parseInput(lotteryParamsSchema, request.params, 'params');
      const { lng } = parseInput(lotteriesQuerySchema, request.query, 'query');
      const lottery = await readLottery(db, slug, await russianFor(db, request, lng), new Date());
      if (!lottery) throw new HttpError(404, 'lottery_not_found', `There is no lottery ${slug}`);
      return { lottery };
    });

    app.get('/web-api/lotto/draws', async (request) => {
      const query = parseInput(pastDrawsQuerySchema, request.query, 'query');
      const russian = await russianFor(db, request, query.lng);
      return { draws: await readPastDraws(db, { lotterySlug: query.lottery, limit: query.limit, russian }) };
    });

    app.get('/web-api/lotto/tickets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lottery } = parseInput(ticketsQuerySchema, request.query, 'query');
      return { tickets: await readTickets(db, user.id, lottery) };
    });

    app.post('/web-api/lotto/tickets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(buyTicketBodySchema, request.body, 'body');
      return buyTicket(db, user.id, body, { countryCode: countryFromRequest(request) });
    });
  };
}
