import type { Translate } from '@betfront/remote-kit';
import type { PlaceFailure } from '../engine/place-error';
import { moneyText } from './money-text';

/** The coupon's text for a refused placement, with the stake limit the platform answered where there is one. */
export function failureText(t: Translate, failure: PlaceFailure, currencyIso: string): string {
  return failure.limit === undefined
    ? t(failure.messageKey)
    : t(failure.messageKey, { amount: moneyText(failure.limit, currencyIso) });
}
