import { BET_STATUS, BONUS_BET_ID, isCouponSettled, settle } from '@betfront/coupon';
import type { Database } from '../db/database';
import { SPORTS } from '../sportsbook/catalogue/sports';
import { parseSelectionId } from '../sportsbook/read/selection-id';
import { periodScore, resolveSelection } from '../sportsbook/settlement/resolve-selection';
import { lockSettlementAccounts } from '../bonuses/bonus-locks';
import { countSettledCoupon } from '../bonuses/count-settled-coupon';
import { mailBetResult } from '../mailing/player-mail';
import { fromCents, toCents } from '../cash-out/cents';
import { stakesOf } from '../cash-out/coupon-parts';
import { notifyCouponChanged } from '../cash-out/offer-changes';
import { creditPlayer } from '../ledger/player-movements';
import { findOpenBetsOfPlayedMatches, matchScore, resolveMatchBet } from '../virtual/coupon-settlement';
import type { OpenBetOfPlayedMatch } from '../virtual/coupon-settlement';
import { cappedPayout, creditedPayout } from './prepaid/payout-rules';
import { payExpressBoost } from './express-boost/pay-express-boost';
import { quoteInput } from './quote-coupon';
import type { CouponToSettle, OpenBetOfFinishedGame } from './settlement-repository';
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

/** Where settlement tells what it skipped; the sweep passes the platform's logger. */
export interface SettlementLog {
  warn(details: object, message: string): void;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function resolveBet(db: Database, bet: OpenBetOfFinishedGame): Promise<boolean> {
  const ref = parseSelectionId(bet.selectionId);
  if (!ref) throw new Error('the selection id names no market');
  const sport = SPORTS.find((candidate) => candidate.slug === bet.sportSlug);
  if (!sport) throw new Error(`the sport ${bet.sportSlug} is unknown`);
  const statusId = resolveSelection(sport, ref.key, ref.code, bet.progress);
  return recordBetResult(db, bet, statusId, periodScore(sport, ref.key, bet.progress));
}

/** A bet on a virtual match: its result comes from the played round rather than a game of the line. */
const resolveVirtualBet = (db: Database, bet: OpenBetOfPlayedMatch): Promise<boolean> =>
  recordBetResult(db, bet, resolveMatchBet(bet), matchScore(bet.result));

async function resolveBets(db: Database, log?: SettlementLog): Promise<{ resolved: number; skipped: number }> {
  let resolved = 0;
  let skipped = 0;
  const bets = [
    ...(await findOpenBetsOfFinishedGames(db)).map((bet) => ({ bet, resolve: () => resolveBet(db, bet) })),
    ...(await findOpenBetsOfPlayedMatches(db)).map((bet) => ({ bet, resolve: () => resolveVirtualBet(db, bet) })),
  ];
  for (const { bet, resolve } of bets) {
    try {
      if (await resolve()) resolved += 1;
    } catch (error) {
      skipped += 1;
      const details = { couponId: bet.couponId, selectionId: bet.selectionId, reason: reasonOf(error) };
      log?.warn(details, 'a bet could not be settled: its coupon stays open until a later sweep can');
    }
  }
  return { resolved, skipped };
}

/** What one stake of the coupon pays at its coefs, as the engine settles it (with the bonus bet, if any). */
function stakePayout(coupon: CouponToSettle, stake: { amount: string; bets: CouponToSettle['bets'] }): string {
  const bonusLeg =
    coupon.bonusBetCoef === null
      ? []
      : [{ id: BONUS_BET_ID, coef: coupon.bonusBetCoef, isBanker: false, blockId: null, statusId: BET_STATUS.win }];
  const legs = [...stake.bets, ...bonusLeg];
  const input = quoteInput({
    typeId: coupon.typeId,
    amount: stake.amount,
    systemValue: coupon.systemValue,
    amountByBetId: coupon.amountByBetId,
    amountByBlockId: coupon.amountByBlockId,
    bets: legs.map((bet) => ({ ...bet, blockId: bet.blockId ?? undefined })),
  });
  const statusById = new Map(legs.map((bet) => [bet.id, bet.statusId]));
  return settle({ ...input, bets: input.bets.map((bet) => ({ ...bet, statusId: statusById.get(bet.id) })) }).payout;
}

/**
 * Settles one coupon with the engine, each of its stakes at its own coefs (add to bet), and credits the payout —
 * cut to the coupon's maximum payout, less a prepaid stake's own return — both in one transaction, at most once; a
 * part of the stake sold back (cash out) is not paid again. An express's accumulator boost is paid in the same
 * transaction, and the coupon counts towards a bonus being wagered.
 */
async function settleCoupon(db: Database, coupon: CouponToSettle): Promise<boolean> {
  if (!isCouponSettled(coupon.bets)) return false;
  const payout = fromCents(stakesOf(coupon).reduce((sum, stake) => sum + toCents(stakePayout(coupon, stake)), 0n));
  const statusId = couponStatus(payout, coupon.totalStake);
  const capped = cappedPayout(payout, coupon.maxPayout);
  const credited = creditedPayout(capped, coupon.totalStake, coupon.prepaidAmount);
  return db.transaction(async (tx) => {
    const paid = await closeCoupon(tx, coupon.id, statusId, credited);
    if (paid === null) return false;
    await lockSettlementAccounts(tx, coupon.userId, coupon.accountId);
    if (cents(paid) > 0n) {
      await creditPlayer(tx, {
        kind: statusId === BET_STATUS.win ? 'win' : 'refund',
        reference: `coupon:${coupon.id}`,
        userId: coupon.userId,
        accountId: coupon.accountId,
        amount: paid,
        currencyIso: coupon.currencyIso,
        house: 'bets',
      });
    }
    await payExpressBoost(tx, coupon, capped);
    await countSettledCoupon(tx, { ...coupon, statusId });
    await mailBetResult(tx, { ...coupon, statusId, paid });
    await notifyCouponChanged(tx, coupon.id);
    return true;
  });
}

/**
 * Gives every open bet of a finished game its result and settled score, then settles each coupon whose bets
 * all have one, crediting its payout exactly once. A bet or coupon that cannot be settled is told to `log`,
 * counted as skipped and left open for the next run; the others are settled all the same. Safe to run again
 * and from several processes.
 */
export async function settleFinishedGames(
  db: Database,
  log?: SettlementLog,
): Promise<{ bets: number; coupons: number; skipped: number }> {
  const { resolved: bets, skipped: skippedBets } = await resolveBets(db, log);
  let coupons = 0;
  let skippedCoupons = 0;
  for (const coupon of await findSettleableCoupons(db)) {
    try {
      if (await settleCoupon(db, coupon)) coupons += 1;
    } catch (error) {
      skippedCoupons += 1;
      log?.warn({ couponId: coupon.id, reason: reasonOf(error) }, 'a coupon could not be settled: it stays open');
    }
  }
  return { bets, coupons, skipped: skippedBets + skippedCoupons };
}
