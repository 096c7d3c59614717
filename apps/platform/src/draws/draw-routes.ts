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
import { mainCurrency } from '../limits/money-usage';
import type { LotteryReader } from './lottery-reads';
import { readLotteries, readLottery, readPastDraws } from './lottery-reads';
import { readTickets } from './ticket-reads';

/** Names in the language asked for, else the player's own; prices in the player's main account's currency. */
async function readerOf(db: Database, request: FastifyRequest, lng: string | undefined): Promise<LotteryReader> {
  const player = await findSessionPlayer(db, request);
  return {
    russian: readsRussian(lng, player?.language ?? null),
    currencyIso: player ? await mainCurrency(db, player.id) : null,
  };
}

/** The lotteries: catalogue, one lottery, past draws, the player's tickets and their purchase. */
export function drawRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/lotto/lotteries', async (request) => {
      const { lng } = parseInput(lotteriesQuerySchema, request.query, 'query');
      return { lotteries: await readLotteries(db, await readerOf(db, request, lng), new Date()) };
    });

    app.get('/web-api/lotto/lotteries/:lotteryId', async (request) => {
      const { lotteryId } = parseInput(lotteryParamsSchema, request.params, 'params');
      const { lng } = parseInput(lotteriesQuerySchema, request.query, 'query');
      const lottery = await readLottery(db, lotteryId, await readerOf(db, request, lng), new Date());
      if (!lottery) throw new HttpError(404, 'lottery_not_found', `There is no lottery ${lotteryId}`);
      return { lottery };
    });

    app.get('/web-api/lotto/draws', async (request) => {
      const query = parseInput(pastDrawsQuerySchema, request.query, 'query');
      const { russian } = await readerOf(db, request, query.lng);
      return { draws: await readPastDraws(db, { lotteryId: query.lotteryId, limit: query.limit, russian }) };
    });

    app.get('/web-api/lotto/tickets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lotteryId } = parseInput(ticketsQuerySchema, request.query, 'query');
      return { tickets: await readTickets(db, user.id, lotteryId) };
    });

    app.post('/web-api/lotto/tickets', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(buyTicketBodySchema, request.body, 'body');
      return buyTicket(db, user.id, body, { countryCode: countryFromRequest(request) });
    });
  };
}
