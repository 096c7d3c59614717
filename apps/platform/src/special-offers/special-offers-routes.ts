import { bonusesQuerySchema } from '@betfront/contract/bonuses';
import { specialOfferAnswerBodySchema, specialOfferParamsSchema } from '@betfront/contract/special-offers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readsRussian } from '../betting/reader-language';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { mainCurrency } from '../limits/money-usage';
import { requireSessionPlayer } from '../session/session-player';
import { answerSpecialOffer } from './answer-special-offer';
import { findSpecialOffer, listSpecialOffers } from './special-offers-repository';

/** The player, their language and the currency of their main account, which the offers' caps are shown in. */
async function playerOf(db: Queryable, request: FastifyRequest) {
  const user = await requireSessionPlayer(db, request);
  const { lng } = parseInput(bonusesQuerySchema, request.query, 'query');
  const currencyIso = await mainCurrency(db, user.id);
  if (currencyIso === null) throw new HttpError(409, 'no_money_account', 'Open a money account first');
  return { userId: user.id, russian: readsRussian(lng, user.language), currencyIso };
}

/** The office's special offers: the operator's offers made to the player, and their answer to each. */
export function specialOffersRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/special-offers', async (request) => ({
      offers: await listSpecialOffers(db, await playerOf(db, request)),
    }));

    app.post('/web-api/special-offers/:offerId/answer', async (request) => {
      const player = await playerOf(db, request);
      const { offerId } = parseInput(specialOfferParamsSchema, request.params, 'address');
      const { answer } = parseInput(specialOfferAnswerBodySchema, request.body, 'body');
      await db.transaction((tx) => answerSpecialOffer(tx, player, offerId, answer));
      const found = await findSpecialOffer(db, player, offerId);
      if (!found) throw new Error(`The special offer ${offerId} answered is gone`);
      return { offer: found.offer };
    });
  };
}
