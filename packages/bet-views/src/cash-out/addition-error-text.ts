import { isApiError } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';
import { z } from 'zod/mini';
import { formatMoney } from '../bet-format';

/** The refusals of an addition the player is told in words of their own; any other is told as a failure. */
const ADDITION_ERRORS = new Set([
  'coupon_not_found',
  'coupon_closed',
  'type_not_offered',
  'bonus_bet',
  'promo_code',
  'bonus_account',
  'coupon_partly_sold',
  'leg_settled',
  'bets_mismatch',
  'request_id_reused',
  'odds_changed',
  'market_suspended',
  'game_finished',
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_balance',
  'sport_disallowed',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  'self_excluded',
]);

const limitDetailsSchema = z.object({ minAmount: z.optional(z.string()), maxAmount: z.optional(z.string()) });

/** What a refused addition tells the player, in their language, with the limit it met. */
export function additionErrorText(error: unknown, t: Translate, currencyIso: string): string {
  if (!isApiError(error) || error.code === undefined || !ADDITION_ERRORS.has(error.code)) {
    return t('cashout.add_error.generic');
  }
  const details = error.details(limitDetailsSchema);
  const limit = details?.minAmount ?? details?.maxAmount;
  return t(`cashout.add_error.${error.code}`, { amount: limit ? formatMoney(limit, currencyIso) : '' });
}
