import { browserApi, isApiError } from '@betfront/api-client';
import {
  PROMOTION_REFUSAL_CODES,
  bettingAwardClaimAnswerSchema,
  huntingClaimAnswerSchema,
} from '@betfront/contract/bonus-promotions';
import type { BettingAward, HuntingAnswer } from '@betfront/contract/bonus-promotions';
import { BONUS_REFUSAL_CODES } from '@betfront/contract/bonuses';

export const claimAward = (code: string, lng: string): Promise<{ award: BettingAward }> =>
  browserApi().request(bettingAwardClaimAnswerSchema, {
    method: 'POST',
    path: `/web-api/betting-awards/${encodeURIComponent(code)}/claims`,
    query: { lng },
  });

export const claimHuntingTier = (tier: number, lng: string): Promise<{ hunting: HuntingAnswer }> =>
  browserApi().request(huntingClaimAnswerSchema, {
    method: 'POST',
    path: '/web-api/hunting-and-fishing/claims',
    query: { lng },
    body: { tier },
  });

/** The dictionary key of a refused claim, in the player's language. */
export function claimRefusalKey(error: unknown): string {
  if (!isApiError(error)) return 'bonuses.error.other';
  if (error.status === 401) return 'promo-play.error.not_logged_in';
  const { code } = error;
  if (code !== undefined && PROMOTION_REFUSAL_CODES.has(code)) return `promo-play.error.${code}`;
  if (code !== undefined && BONUS_REFUSAL_CODES.has(code)) return `bonuses.error.${code}`;
  return 'bonuses.error.other';
}
