import { browserApi } from '@betfront/api-client';
import {
  BONUS_REFUSAL_CODES,
  bonusAnswerSchema,
  bonusesAnswerSchema,
  promoCodeBodySchema,
  promoHistoryAnswerSchema,
  promoRedemptionAnswerSchema,
} from '@betfront/contract/bonuses';
import type { BonusesAnswer, PlayerBonus, PromoRedemption } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import type { z } from 'zod/mini';
import { namedRefusalKey, namedRefusalText } from '../shared/refusal-text';

export const loadBonuses = (lng: string, signal: AbortSignal): Promise<BonusesAnswer> =>
  browserApi().request(bonusesAnswerSchema, { method: 'GET', path: '/web-api/bonuses', query: { lng }, signal });

export async function takeOffer(offerId: number, lng: string): Promise<PlayerBonus> {
  const answer = await browserApi().request(bonusAnswerSchema, {
    method: 'POST',
    path: `/web-api/bonuses/offers/${offerId}/take`,
    query: { lng },
  });
  return answer.bonus;
}

export async function giveUpBonus(bonusId: string, lng: string): Promise<PlayerBonus> {
  const answer = await browserApi().request(bonusAnswerSchema, {
    method: 'POST',
    path: `/web-api/bonuses/${bonusId}/forfeit`,
    query: { lng },
  });
  return answer.bonus;
}

/** A promo code to redeem, with the schema the platform checks the body with. */
export const promoCodeRequest = (code: string, lng: string) => ({ schema: promoCodeBodySchema, body: { code, lng } });

export const redeemPromoCode = (body: z.input<typeof promoCodeBodySchema>) =>
  browserApi().request(promoRedemptionAnswerSchema, { method: 'POST', path: '/web-api/bonuses/promo-codes', body });

export async function loadPromoHistory(lng: string, signal: AbortSignal): Promise<PromoRedemption[]> {
  const answer = await browserApi().request(promoHistoryAnswerSchema, {
    method: 'GET',
    path: '/web-api/bonuses/promo-codes',
    query: { lng },
    signal,
  });
  return answer.redemptions;
}

/** A refusal's dictionary key; any other failure in general words. */
export const bonusErrorKey = (error: unknown): string => namedRefusalKey(error, 'bonuses', BONUS_REFUSAL_CODES);

/** A refusal's text in the player's language; any other failure in general words. */
export const bonusErrorText = (error: unknown, t: Translate): string =>
  namedRefusalText(error, t, 'bonuses', BONUS_REFUSAL_CODES);
