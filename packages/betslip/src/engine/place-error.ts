import { NETWORK_ERROR_STATUS, isApiError } from '@betfront/api-client';
import { PLACE_ERROR_CODES, placeErrorDetailsSchema } from '@betfront/contract/bets';
import type { PlaceErrorDetails } from '@betfront/contract/bets';

export interface PlaceFailure {
  code: string;
  /** The coupon dictionary's text for it; a text with a limit takes it as `amount`. */
  messageKey: string;
  /** The stake limit the amount broke, as the platform answered it. */
  limit?: string;
  /** What the refusal's answer says about the selections and limits concerned. */
  details: PlaceErrorDetails;
  /** A network error leaves it unknown whether the coupon was placed: the same request id must be sent again. */
  isRetryable: boolean;
}

const KNOWN_CODES: readonly string[] = [...PLACE_ERROR_CODES, 'not_logged_in'];

function limitOf(code: string, details: PlaceErrorDetails): string | undefined {
  if (code === 'amount_below_minimum' || code === 'virtual_stake_below_minimum') return details.minAmount;
  if (code === 'amount_above_maximum' || code === 'virtual_stake_above_maximum') return details.maxAmount;
  return undefined;
}

export function placeFailure(error: unknown): PlaceFailure {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) {
    return { code: 'network_error', messageKey: 'coupon.error.network', details: {}, isRetryable: true };
  }
  const code = isApiError(error) ? (error.code ?? 'unknown') : 'unknown';
  const details = (isApiError(error) ? error.details(placeErrorDetailsSchema) : null) ?? {};
  const limit = limitOf(code, details);
  const messageKey = KNOWN_CODES.includes(code) ? `coupon.error.${code}` : 'coupon.error.generic';
  return {
    code,
    messageKey: limit === undefined ? messageKey : `${messageKey}_of`,
    ...(limit === undefined ? {} : { limit }),
    details,
    isRetryable: false,
  };
}

/** Codes after which the coupon's prices are read again, so the player sees what changed. */
export const PRICE_ERROR_CODES: readonly string[] = [
  'odds_changed',
  'market_suspended',
  'game_started',
  'game_finished',
  'score_changed',
  'bonus_bet_unavailable',
  'coef_by_view_mismatch',
];
