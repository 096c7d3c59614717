import type { z } from 'zod';
import type { AddToCouponBody, addToCouponAnswerSchema } from '@betfront/contract/cash-out';
import { accountBalance } from '../betting/betting-account';
import { stakeLimits } from '../betting/bet-limits';
import { readDisallowedSports } from '../betting/disallowed-sports-repository';
import { passStakeGate } from '../betting/place-coupon';
import { PlaceRefusal } from '../betting/place-refusal';
import { priceBets } from '../betting/price-bets';
import { checkStakeLimits, quoteCoupon } from '../betting/quote-coupon';
import type { Database, Queryable } from '../db/database';
import { debitPlayer } from '../ledger/player-movements';
import type { UserRecord } from '../session/user-repository';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { couponAdditionRefusal } from './addition-rules';
import { CashOutRefusal } from './cash-out-refusal';
import { fromCents, toCents } from './cents';
import { partView, type AddedPart } from './coupon-parts';
import { notifyCouponChanged } from './offer-changes';
import { findPartByRequest, insertPart } from './part-repository';
import { readOffers } from './read-offers';
import { findSaleCoupons, type SaleCoupon } from './sale-repository';

type AdditionAnswer = z.infer<typeof addToCouponAnswerSchema>;

const DEFAULT_LANGUAGE = 'ru';

const REFUSAL_MESSAGES = {
  coupon_closed: 'The coupon is settled or sold: nothing can be added to it',
  type_not_offered: 'Stake can be added to a single or an express only',
  bonus_bet: 'Stake cannot be added to a coupon with a bonus bet',
  promo_code: 'Stake cannot be added to a coupon placed with a promo code',
  prepaid_stake: 'Stake cannot be added to a coupon staked with a free bet',
  bonus_account: 'Stake cannot be added to a coupon placed from the bonus account',
  coupon_partly_sold: 'Part of this coupon was sold back: no stake can be added to it',
  leg_settled: 'A bet of this coupon already has its result: no stake can be added to it',
} as const;

/** A retry answers the part it added; the same request id for another coupon or amount is refused. */
async function replayed(db: Queryable, userId: number, couponId: number, body: AddToCouponBody) {
  const earlier = await findPartByRequest(db, userId, body.requestId);
  if (!earlier) return null;
  if (earlier.couponId !== couponId || toCents(earlier.part.amount) !== toCents(body.amount)) {
    throw new CashOutRefusal(409, 'request_id_reused', 'This request id was already used for another addition');
  }
  return earlier.part;
}

/** The coupon as it stands under the lock, refused unless stake can be added to it at these bets. */
async function lockAddableCoupon(tx: Queryable, userId: number, couponId: number, body: AddToCouponBody) {
  const [coupon] = await findSaleCoupons(tx, userId, [couponId], { lock: true });
  if (!coupon) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
  const refusal = couponAdditionRefusal(coupon);
  if (refusal && refusal !== 'market_suspended') throw new CashOutRefusal(409, refusal, REFUSAL_MESSAGES[refusal]);
  const sameBets =
    body.bets.length === coupon.bets.length && body.bets.every((bet, i) => bet.id === coupon.bets[i]?.selectionId);
  if (!sameBets) throw new CashOutRefusal(400, 'bets_mismatch', "Send the coupon's own bets, in their order");
  return coupon;
}

/** The coupon's stake limits applied to the part, and to the coupon's total stake with it. */
function checkPartLimits(coupon: SaleCoupon, part: { amount: string; bets: { id: string; coef: string }[] }) {
  const limits = stakeLimits(coupon.currencyIso);
  const asCoupon = {
    typeId: coupon.typeId,
    amount: part.amount,
    systemValue: null,
    amountByBetId: {},
    amountByBlockId: {},
    bets: part.bets.map((bet) => ({ ...bet, isBanker: false, blockId: undefined })),
  };
  checkStakeLimits(asCoupon, limits, { isBonusAccount: false, isVipBet: false });
  const room = toCents(limits.maxBetAmount) - toCents(coupon.totalStake);
  if (toCents(part.amount) > room) {
    const maxAmount = fromCents(room > 0n ? room : 0n);
    throw new PlaceRefusal(400, 'amount_above_maximum', `At most ${maxAmount} more can be staked on this coupon`, {
      maxAmount,
    });
  }
  return quoteCoupon(asCoupon);
}

/**
 * Adds stake to the player's open single or express at the prices of the moment, as a part with odds of its own.
 * Prices the bets as placement does (suspended markets, the player's policy on changed coefs, barred sports);
 * then, in one transaction that locks the coupon, checks it still takes stake and the limits, passes the money
 * gate, records the part, grows the coupon's stake and possible win and debits the stake once through the ledger.
 */
export async function addToCoupon(
  db: Database,
  sportsbook: SportsbookService,
  user: UserRecord,
  couponId: number,
  body: AddToCouponBody,
  { countryCode, now = new Date() }: { countryCode: string | null; now?: Date },
): Promise<AdditionAnswer> {
  const answer = async (part: AddedPart, accountId: number, balance?: string): Promise<AdditionAnswer> => {
    const [offer] = await readOffers(db, sportsbook, user.id, [couponId]);
    if (!offer) throw new Error(`The coupon ${couponId} has just taken stake but cannot be read`);
    return { part: partView(part), offer, balance: balance ?? (await accountBalance(db, accountId)) };
  };
  const earlier = await replayed(db, user.id, couponId, body);
  const [current] = await findSaleCoupons(db, user.id, [couponId]);
  if (!current) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
  if (earlier) return answer(earlier, current.accountId);

  const barred = await readDisallowedSports(db, user.id);
  const priced = await priceBets(sportsbook, body.bets, user.language ?? DEFAULT_LANGUAGE, {
    changeCoefAction: body.changeCoefAction,
    exactCoef: false,
    isDropOnScoreChange: false,
    disallowedLineSports: barred.line,
    disallowedLiveSports: barred.live,
    now,
  });
  const bets = priced.map((bet) => ({ id: bet.selectionId, coef: bet.coef }));
  const added = await db.transaction(async (tx) => {
    const coupon = await lockAddableCoupon(tx, user.id, couponId, body);
    const quoted = checkPartLimits(coupon, { amount: body.amount, bets });
    const { userId, accountId, currencyIso } = coupon;
    await passStakeGate(tx, { userId, accountId, purpose: 'stake', countryCode, amount: quoted.totalStake });
    const part = await insertPart(tx, {
      couponId,
      userId,
      requestId: body.requestId,
      amount: quoted.totalStake,
      coefs: bets.map((bet) => bet.coef),
      coef: quoted.coef,
      possibleWin: quoted.possibleWin,
    });
    if (!part) return null;
    const movement = { kind: 'stake', reference: `coupon-part:${part.id}`, amount: quoted.totalStake } as const;
    const stake = await debitPlayer(tx, { ...movement, userId, accountId, currencyIso, house: 'bets' });
    if (stake.status === 'insufficient') {
      throw new PlaceRefusal(402, 'insufficient_balance', `The account does not hold ${quoted.totalStake}`);
    }
    if (stake.status === 'duplicate') throw new Error(`The stake of the new part ${part.id} was already taken`);
    await notifyCouponChanged(tx, couponId);
    return { part, balance: stake.balance };
  });
  if (added) return answer(added.part, current.accountId, added.balance);
  // A concurrent request under the same id added it first.
  const first = await replayed(db, user.id, couponId, body);
  if (!first) throw new Error('A part added under this request id vanished');
  return answer(first, current.accountId);
}
