import { NETWORK_ERROR_STATUS, isApiError } from '@betfront/api-client';
import { PLACE_ERROR_CODES } from '@betfront/contract/bets';

export interface PlaceFailure {
  code: string;
  /** The coupon dictionary's text for it. */
  messageKey: string;
  /** A network error leaves it unknown whether the coupon was placed: the same request id must be sent again. */
  isRetryable: boolean;
}

const KNOWN_CODES: readonly string[] = [...PLACE_ERROR_CODES, 'not_logged_in'];

export function placeFailure(error: unknown): PlaceFailure {
  if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) {
    return { code: 'network_error', messageKey: 'coupon.error.network', isRetryable: true };
  }
  const code = isApiError(error) ? (error.code ?? 'unknown') : 'unknown';
  return {
    code,
    messageKey: KNOWN_CODES.includes(code) ? `coupon.error.${code}` : 'coupon.error.generic',
    isRetryable: false,
  };
}

/** Codes after which the coupon's prices are read again, so the player sees what changed. */
export const PRICE_ERROR_CODES: readonly string[] = [
  'odds_changed',
  'market_suspended',
  'game_started',
  'game_finished',
];
