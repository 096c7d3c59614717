import type { AdditionOffer, AdditionRefusal } from '@betfront/contract/cash-out';
import { COUPON_TYPE, isSettledStatus, quote, type BetStatusId } from '@betfront/coupon';
import { BONUS_ACCOUNT_TYPE } from '../betting/betting-account';
import type { SaleCoupon } from './sale-repository';
import type { LegOffer } from './why-not';

/** The coupon types stake can be added to: a single and an express, whose odds are one product. */
const ADDABLE_TYPES: readonly number[] = [COUPON_TYPE.single, COUPON_TYPE.express];

/** Why the coupon, as it stands, takes no more stake; null when it does (its bets' prices aside). */
export function couponAdditionRefusal(coupon: SaleCoupon): AdditionRefusal | null {
  if (coupon.statusId !== -2) return 'coupon_closed';
  if (!ADDABLE_TYPES.includes(coupon.typeId)) return 'type_not_offered';
  if (coupon.bonusBetCoef !== null) return 'bonus_bet';
  if (coupon.promoCode !== null) return 'promo_code';
  if (coupon.prepaidAmount !== '0.00') return 'prepaid_stake';
  if (coupon.accountType === BONUS_ACCOUNT_TYPE) return 'bonus_account';
  // A sale took a share of every stake so far: a new stake beside it would be settled at that share too.
  if (coupon.soldStake !== '0.00') return 'coupon_partly_sold';
  if (coupon.bets.some((leg) => isSettledStatus(leg.statusId as BetStatusId))) return 'leg_settled';
  return null;
}

/**
 * What stake added now would be placed at: every bet open and priced, the odds their product; or why not. The
 * platform checks it again, with the player's policy, when the addition comes.
 */
export function additionOffer(coupon: SaleCoupon, offers: ReadonlyMap<string, LegOffer>): AdditionOffer {
  const refusal = couponAdditionRefusal(coupon);
  if (refusal) return { refusal };
  const bets: { id: string; coef: string }[] = [];
  for (const leg of coupon.bets) {
    const offer = offers.get(leg.selectionId);
    if (offer?.state !== 'priced') return { refusal: 'market_suspended' };
    bets.push({ id: leg.selectionId, coef: offer.coef });
  }
  const typeId = coupon.typeId === COUPON_TYPE.single ? COUPON_TYPE.single : COUPON_TYPE.express;
  return { coef: quote({ typeId, amount: '1', bets }).coef, bets };
}
