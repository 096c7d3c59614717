import { browserApi } from '@betfront/api-client';
import { specialOfferAnsweredSchema, specialOffersAnswerSchema } from '@betfront/contract/special-offers';
import type { SpecialOffer, SpecialOffersAnswer } from '@betfront/contract/special-offers';
import type { Translate } from '@betfront/remote-kit';
import { namedRefusalText } from '../shared/refusal-text';

export const loadSpecialOffers = (lng: string, signal: AbortSignal): Promise<SpecialOffersAnswer> =>
  browserApi().request(specialOffersAnswerSchema, {
    method: 'GET',
    path: '/web-api/special-offers',
    query: { lng },
    signal,
  });

export async function answerSpecialOffer(
  lng: string,
  offerId: number,
  answer: 'accepted' | 'declined',
): Promise<SpecialOffer> {
  const answered = await browserApi().request(specialOfferAnsweredSchema, {
    method: 'POST',
    path: `/web-api/special-offers/${offerId}/answer`,
    query: { lng },
    body: { answer },
  });
  return answered.offer;
}

const REFUSALS = new Set([
  'special_offer_answered',
  'special_offer_ended',
  'special_offer_not_found',
  'bonus_waiting_for_deposit',
  'bonus_already_running',
  'bonus_currency_not_served',
]);

export const offerErrorText = (error: unknown, t: Translate): string =>
  namedRefusalText(error, t, 'office-offers', REFUSALS);
