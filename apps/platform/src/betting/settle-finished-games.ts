import { BET_STATUS, BONUS_BET_ID, isCouponSettled, settle } from '@betfront/coupon';
import type { Database } from '../db/database';
import { SPORTS } from '../sportsbook/catalogue/sports';
import { parseSelectionId } from '../sportsbook/read/selection-id';
import { periodScore, resolveSelection } from '../sportsbook/settlement/resolve-selection';
import { creditPlayer } from '../ledger/player-movements';
import { quoteInput } from './quote-coupon';
import type { CouponToSettle } from './settlement-repository';
import {
  closeCoupon,
  findOpenBetsOfFinishedGames,
  findSettleableCoupons,
  recordBetResult,
} from './settlement-repository';

/** Money with exactly 2 places ("150.00") as a whole number of cents. */
const cents = (money: string): bigint => BigInt(money.replace('.', ''));

/** A settled coupon's status: lost, won (paid above the stake), returned, or partly returned. */
export function couponStatus(payout: string, totalStake: string): number {
  const paid = cents(payout);
  if (paid === 0n) return BET_STATUS.lose;
  const stake = cents(totalStake);
  if (paid > stake) return BET_STATUS.win;
  if (paid === stake) return BET_STATUS.return;
  return BET_STATUS.halfLoseHalfReturn;
}

async function resolveBets(db: Database): Promise<number> {
  let resolved = 0;
  for (const bet of await findOpenBetsOfFinishedGames(db)) {
    const ref = parseSelectionId(bet.selectionId);
    const sport = SPORTS.find((candidate) => candidate.slug === bet.sportSlug);
    if (!ref || !sport) throw new Error(`The bet ${bet.selectionId} of coupon ${bet.couponId} cannot be settled`);
    const statusId = resolveSelection(sport, ref.key, ref.code, bet.progress);
    if (await recordBetResult(db, bet, statusId, periodScore(sport, ref.key, bet.progress))) resolved += 1;
  }
  return resolved;
}

/** Settles one coupon with the engine and credits the payout, both in one transaction, at most once. */
async function settleCoupon(db: Database, coupon: CouponToSettle): Promise<boolean> {
  if (!isCouponSettled(coupon.bets)) return false;
  const bonusLeg =
    coupon.bonusBetCoef === null
      ? []
      : [{ id: BONUS_BET_ID, coef: coupon.bonusBetCoef, isBanker: false, blockId: null, statusId: BET_STATUS.win }];
  const legs = [...coupon.bets, ...bonusLeg];
  const input = quoteInput({
    typeId: coupon.typeId,
    amount: coupon.amount,
    systemValue: coupon.systemValue,
    amountByBetId: coupon.amountByBetId,
    amountByBlockId: coupon.amountByBlockId,
    bets: legs.map((bet) => ({ ...bet, blockId: bet.blockId ?? undefined })),
  });
  const statusById = new Map(legs.map((bet) => [bet.id, bet.statusId]));
  const { payout } = settle({
    ...input,
    bets: input.bets.map((bet) => ({ ...bet, statusId: statusById.get(bet.id) })),
  });
  const statusId = couponStatus(payout, coupon.totalStake);
  return db.transaction(async (tx) => {
    const closed = await closeCoupon(tx, coupon.id, statusId, payout);
    if (closed && cents(payout) > 0n) {
      await creditPlayer(tx, {
        kind: statusId === BET_STATUS.win ? 'win' : 'refund',
        reference: `coupon:${coupon.id}`,
        userId: coupon.userId,
        accountId: coupon.accountId,
        amount: payout,
        currencyIso: coupon.currencyIso,
        house: 'bets',
      });
    }
    return closed;
  });
}

/**
 * Gives every open bet of a finished game its result and settled score, then settles each coupon whose bets
 * all have one, crediting its payout exactly once. Safe to run again and from several processes.
 */
export async function settleFinishedGames(db: Database): Promise<{ bets: number; coupons: number }> {
  const bets = await resolveBets(db);
  let coupons = 0;
  for (const coupon of await findSettleableCoupons(db)) {
    if (await settleCoupon(db, coupon)) coupons += 1;
  }
  return { bets, coupons };
}
