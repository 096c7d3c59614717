import { expressBoostPercent } from '@betfront/coupon';
import type { ExpressBoostSubject } from '@betfront/coupon';
import type { Queryable } from '../../db/database';
import { toCents } from '../../cash-out/cents';
import { PlaceRefusal } from '../place-refusal';
import { readExpressBoostTerms } from './express-boost-repository';

export interface BoostToFix extends ExpressBoostSubject {
  currencyIso: string;
  /** The percentage the coupon showed the player, or null when it showed none. */
  shownPercent: string | null;
}

/**
 * The accumulator boost a coupon is placed with, from the operator's table as it stands in the placement's
 * transaction; refused with `express_boost_changed` when it is less than the coupon showed, so the player never
 * gets a smaller boost than the one they saw.
 */
export async function fixExpressBoost(
  tx: Queryable,
  coupon: BoostToFix,
): Promise<{ percent: string; maxBonus: string } | null> {
  const terms = await readExpressBoostTerms(tx, coupon.currencyIso);
  const percent = expressBoostPercent(coupon, terms);
  const shown = coupon.shownPercent;
  if (shown !== null && (percent === null || toCents(percent) < toCents(shown))) {
    throw new PlaceRefusal(409, 'express_boost_changed', `The accumulator boost is now ${percent ?? 'none'}`, {
      hyperBonusPercent: percent,
    });
  }
  return percent === null || terms === null ? null : { percent, maxBonus: terms.maxBonus };
}
