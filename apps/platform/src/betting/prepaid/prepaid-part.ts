import { fromCents, toCents } from '../../cash-out/cents';
import { PlaceRefusal } from '../place-refusal';
import { cappedPayout, creditedPayout } from './payout-rules';

/** How a coupon's stake is paid: from prepaid (free bets), and the rest in money (null when prepaid pays it all). */
export interface StakeSplit {
  prepaid: string;
  money: string | null;
}

/**
 * Splits a coupon's stake into the prepaid part the player asked for and the money part. A prepaid part goes on
 * one coupon: a multi, which makes one coupon a bet, takes none; nor may it exceed the stake.
 */
export function splitStake(asked: string | null, totalStake: string, couponsMade: number): StakeSplit {
  if (asked === null) return { prepaid: '0.00', money: totalStake };
  if (couponsMade > 1) {
    throw new PlaceRefusal(400, 'prepaid_unavailable', 'A prepaid stake goes on one coupon, not on a multi');
  }
  const prepaid = toCents(asked);
  const stake = toCents(totalStake);
  if (prepaid > stake) {
    throw new PlaceRefusal(400, 'prepaid_unavailable', `The prepaid part is above the stake of ${totalStake}`);
  }
  return { prepaid: fromCents(prepaid), money: prepaid === stake ? null : fromCents(stake - prepaid) };
}

/** The win a coupon shows and pays at most: cut to the maximum payout, less the prepaid stake's own return. */
export function winToShow(win: string, totalStake: string, maxPayout: string, prepaid: string): string {
  return creditedPayout(cappedPayout(win, maxPayout), totalStake, prepaid);
}
