import { coefInView } from '@betfront/coupon';
import { PlaceRefusal } from './place-refusal';
import { quoteCoupon } from './quote-coupon';
import type { CouponToQuote } from './quote-coupon';

export interface CoefByViewClaim {
  /** The coef of each selection as the player saw it. */
  seenCoefs: ReadonlyMap<string, string>;
  coefViewId: number;
  /** The coupon's total coef the player saw in that odds format; null is not compared. */
  coefByView: string | null;
}

/**
 * The total coef a coupon showed in the player's odds format (site §3 `coefByView`) must be the platform's own
 * price of the coefs the player saw, in that format: a coupon that showed another total is refused with
 * `coef_by_view_mismatch`, as a changed coef is, before anything is written. A change of a selection's coef
 * since is the coef-change policy's to judge.
 */
export function refuseCoefByViewMismatch(coupon: CouponToQuote, claim: CoefByViewClaim): void {
  if (claim.coefByView === null) return;
  const seen = quoteCoupon({
    ...coupon,
    bets: coupon.bets.map((bet) => ({ ...bet, coef: claim.seenCoefs.get(bet.id) ?? bet.coef })),
  });
  const expected = coefInView(seen.coef, claim.coefViewId);
  if (expected !== claim.coefByView) {
    throw new PlaceRefusal(
      409,
      'coef_by_view_mismatch',
      `The coupon showed the odds ${claim.coefByView}; in its odds format they are ${expected}`,
    );
  }
}
