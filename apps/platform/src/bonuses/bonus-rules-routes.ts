import { bonusRuleParamsSchema, bonusRulesQuerySchema } from '@betfront/contract/bonuses';
import { contentLanguageFor } from '@betfront/contract/content';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { ruleView } from './bonus-view';
import { findOfferByCode, listOffers } from './offer-repository';

/** The public bonus rules: the terms of every published offer, for visitors and players alike. */
export function bonusRulesRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/bonus-rules', async (request) => {
      const { lang } = parseInput(bonusRulesQuerySchema, request.query, 'query');
      const isRussian = contentLanguageFor(lang) === 'ru';
      const offers = await listOffers(db, { publishedOnly: true });
      return { rules: offers.map((offer) => ruleView(offer, isRussian)) };
    });

    app.get('/web-api/bonus-rules/:code', async (request) => {
      const { code } = parseInput(bonusRuleParamsSchema, request.params, 'path');
      const { lang } = parseInput(bonusRulesQuerySchema, request.query, 'query');
      const offer = await findOfferByCode(db, code);
      if (!offer?.isPublished)
        throw new HttpError(404, 'bonus_offer_not_found', `There is no published offer "${code}"`);
      return ruleView(offer, contentLanguageFor(lang) === 'ru');
    });
  };
}
