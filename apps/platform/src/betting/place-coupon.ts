import { isPlaceErrorCode } from '@betfront/contract/bets';
import type { placeCouponAnswerSchema, placeCouponBodySchema } from '@betfront/contract/bets';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import type { UserRecord } from '../session/user-repository';
import { stakeLimits } from './bet-limits';
import { debitPlayer } from '../ledger/player-movements';
import { passMoneyGate } from '../money-gate/money-gate';
import type { MoneyGateRequest } from '../money-gate/money-gate';
import { LimitRefusal } from '../limits/limit-refusal';
import { accountBalance, BONUS_ACCOUNT_TYPE, findBettingAccount } from './betting-account';
import { placementHash } from './body-hash';
import { readCoupon } from './coupon-reads';
import { readsRussian } from './reader-language';
import { findCouponsByRequest, insertCoupon, insertCouponBets } from './coupon-repository';
import { couponsOfPlacement } from './coupons-of-placement';
import { readDisallowedSports } from './disallowed-sports-repository';
import { PlaceRefusal } from './place-refusal';
import { bonusBetLeg, isVipBetHonoured, readSiteBetFeatures } from './placement-extras';
import { priceBets } from './price-bets';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { splitStake, winToShow } from './prepaid/prepaid-part';
import { stakePrepaid } from './prepaid/prepaid-stakes';
import { canonicalPromoCode, spendPromoCode } from './promo-code-repository';
import { checkStakeLimits, quoteCoupon } from './quote-coupon';
import type { CouponToQuote } from './quote-coupon';
import { refuseCoefByViewMismatch } from './refuse-coef-by-view';
import { refuseDependentSelections } from './refuse-dependent-selections';
import { refuseVirtualStakesOutsideLimits } from '../virtual/coupon-stake-limits';
import { fixExpressBoost } from './express-boost/fix-express-boost';

type PlaceCouponBody = z.output<typeof placeCouponBodySchema>;
type PlaceCouponAnswer = z.infer<typeof placeCouponAnswerSchema>;

const DEFAULT_LANGUAGE = 'ru';

/** Thrown inside the placement transaction when a concurrent retry placed the coupon first. */
class AlreadyPlaced extends Error {}

async function answerFor(
  db: Database,
  reader: { user: UserRecord; russian: boolean },
  couponIds: readonly number[],
  balance: string,
) {
  const { user, russian } = reader;
  const coupons = [];
  for (const couponId of couponIds) {
    const coupon = await readCoupon(db, { userId: user.id, couponId, russian });
    if (!coupon) throw new Error(`The coupon ${couponId} has just been placed but cannot be read`);
    coupons.push(coupon);
  }
  const [coupon] = coupons;
  if (!coupon) throw new Error('A placement answered no coupon');
  return { coupon, coupons, balance };
}

/** A retry of a placement answers the coupons it placed; the same request id with another body is refused. */
async function replay(
  db: Database,
  reader: { user: UserRecord; russian: boolean },
  body: PlaceCouponBody,
  bodyHash: string,
) {
  const { user } = reader;
  const placed = await findCouponsByRequest(db, user.id, body.requestId);
  if (!placed) return null;
  if (placed.bodyHash !== bodyHash) {
    throw new PlaceRefusal(409, 'request_id_reused', 'This request id was already used for another coupon');
  }
  return answerFor(db, reader, placed.couponIds, await accountBalance(db, placed.accountId));
}

/** The money gate for the stake; a refusal of the player's own limits names what the limit leaves. */
export async function passStakeGate(tx: Queryable, request: MoneyGateRequest): Promise<void> {
  try {
    await passMoneyGate(tx, request);
  } catch (error) {
    if (!(error instanceof LimitRefusal && isPlaceErrorCode(error.refusalCode))) throw error;
    const details = error.remaining === undefined ? {} : { maxAmount: error.remaining };
    throw new PlaceRefusal(error.statusCode, error.refusalCode, error.message, details);
  }
}

export interface PlacementContext {
  /** The country the request comes from, for the money gate's country blocks. */
  countryCode: string | null;
  /** The language the answer names sports, champs and sides in; the player's own when missing. */
  lng?: string;
  now?: Date;
}

/**
 * Places a coupon: re-prices every selection, applies the player's coef-change policy, quotes it with the
 * coupon engine (with the bonus bet of an express), checks the stake limits (a VIP bet lifts the maximum),
 * then, in one transaction, passes the money gate, fixes an express's accumulator boost, inserts it (a multi as one
 * coupon per bet), spends its promo code and debits each coupon's stake through the ledger.
 */
export async function placeCoupon(
  db: Database,
  sportsbook: SportsbookService,
  user: UserRecord,
  body: PlaceCouponBody,
  { countryCode, lng, now = new Date() }: PlacementContext,
): Promise<PlaceCouponAnswer> {
  const bodyHash = placementHash(body);
  const reader = { user, russian: readsRussian(lng, user.language) };
  const earlier = await replay(db, reader, body, bodyHash);
  if (earlier) return earlier;

  const account = await findBettingAccount(db, user.id, body.accountId);
  if (!account) throw new PlaceRefusal(404, 'account_not_found', 'You have no such account');
  const [barred, features] = await Promise.all([readDisallowedSports(db, user.id), readSiteBetFeatures(db)]);
  const bets = await priceBets(sportsbook, body.bets, user.language ?? DEFAULT_LANGUAGE, {
    changeCoefAction: body.changeCoefAction,
    exactCoef: body.exactCoef,
    isDropOnScoreChange: body.isDropOnScoreChange,
    disallowedLineSports: barred.line,
    disallowedLiveSports: barred.live,
    now,
  });
  refuseDependentSelections(body.typeId, bets);
  const coupon: CouponToQuote = {
    typeId: body.typeId,
    amount: body.amount,
    systemValue: body.systemValue,
    amountByBetId: body.amountByBetId,
    amountByBlockId: body.amountByBlockId,
    bets: bets.map((bet) => ({ id: bet.selectionId, coef: bet.coef, isBanker: bet.isBanker, blockId: bet.blockId })),
  };
  const bonusLeg = bonusBetLeg(body.isBonusBet, features, body.typeId, bets);
  const withBonusLeg = (part: CouponToQuote): CouponToQuote =>
    bonusLeg ? { ...part, bets: [...part.bets, { ...bonusLeg, isBanker: false, blockId: undefined }] } : part;
  const { totalStake } = quoteCoupon(withBonusLeg(coupon));
  refuseCoefByViewMismatch(withBonusLeg(coupon), {
    seenCoefs: new Map(body.bets.map((bet) => [bet.id, bet.coef])),
    coefViewId: body.coefViewId,
    coefByView: body.coefByView,
  });
  const parts = couponsOfPlacement(coupon, bets);
  const toPlace = parts.map((part) => {
    const quoted = quoteCoupon(withBonusLeg(part.coupon));
    return { ...part, quoted, split: splitStake(body.prepaidAmount, quoted.totalStake, parts.length) };
  });
  const limits = stakeLimits(account.currencyIso);
  const moneyStaked = splitStake(body.prepaidAmount, totalStake, parts.length).money;
  const isVip = isVipBetHonoured(body.isVipBet, features, body.typeId, bets, limits);
  const settings = mergeScalarSettings(await readStoredScalarSettings(db));
  checkStakeLimits(coupon, limits, {
    isBonusAccount: account.type === BONUS_ACCOUNT_TYPE,
    isVipBet: isVip,
    stakeLimitTypes: { min: settings.minStakeTypeIds, max: settings.maxStakeTypeIds },
  });
  const promoCode = body.promoCode ? canonicalPromoCode(body.promoCode) : null;

  try {
    const placed = await db.transaction(async (tx) => {
      await refuseVirtualStakesOutsideLimits(
        tx,
        coupon,
        bets.map((bet) => bet.game.id),
      );
      await passStakeGate(tx, {
        userId: user.id,
        accountId: account.id,
        purpose: 'stake',
        countryCode,
        ...(moneyStaked === null ? {} : { amount: moneyStaked }),
      });
      const ids: number[] = [];
      let balance = '';
      for (const [placementPosition, { coupon: part, quoted, split, bets: partBets }] of toPlace.entries()) {
        const boost = await fixExpressBoost(tx, {
          currencyIso: account.currencyIso,
          typeId: part.typeId,
          isBonusAccount: account.type === BONUS_ACCOUNT_TYPE,
          totalStake: quoted.totalStake,
          coefs: part.bets.map((bet) => bet.coef),
          shownPercent: body.hyperBonusPercent,
        });
        const id = await insertCoupon(tx, {
          userId: user.id,
          accountId: account.id,
          currencyIso: account.currencyIso,
          requestId: body.requestId,
          placementPosition,
          bodyHash,
          typeId: part.typeId,
          systemValue: body.systemValue,
          amount: body.amount,
          amountByBlockId: body.amountByBlockId,
          amountByBetId: body.amountByBetId,
          totalStake: quoted.totalStake,
          coef: quoted.coef,
          possibleWin: winToShow(quoted.possibleWin, quoted.totalStake, limits.maxPayout, split.prepaid),
          minPossibleWin:
            quoted.minPossibleWin === undefined
              ? null
              : winToShow(quoted.minPossibleWin, quoted.totalStake, limits.maxPayout, split.prepaid),
          prepaidAmount: split.prepaid,
          maxPayout: limits.maxPayout,
          boost,
          refId: settings.refId,
          isVip,
          bonusBetCoef: bonusLeg?.coef ?? null,
          coefViewId: body.coefViewId,
          isOneClick: body.isOneClick,
          promoCode,
        });
        if (id === null) throw new AlreadyPlaced();
        await insertCouponBets(tx, id, partBets);
        if (promoCode !== null && placementPosition === 0) await spendPromoCode(tx, user.id, promoCode, id);
        if (split.prepaid !== '0.00') {
          const staked = await stakePrepaid(tx, {
            userId: user.id,
            currencyIso: account.currencyIso,
            amount: split.prepaid,
            couponId: id,
          });
          if (!staked)
            throw new PlaceRefusal(402, 'prepaid_insufficient', `You hold less prepaid than ${split.prepaid}`);
        }
        if (split.money === null) {
          balance = await accountBalance(tx, account.id);
        } else {
          const stake = await debitPlayer(tx, {
            kind: 'stake',
            reference: `coupon:${id}`,
            userId: user.id,
            accountId: account.id,
            amount: split.money,
            currencyIso: account.currencyIso,
            house: 'bets',
          });
          if (stake.status === 'insufficient') {
            throw new PlaceRefusal(402, 'insufficient_balance', `The account does not hold ${split.money}`);
          }
          if (stake.status === 'duplicate') throw new Error(`The stake of the new coupon ${id} was already taken`);
          balance = stake.balance;
        }
        ids.push(id);
      }
      return { ids, balance };
    });
    return await answerFor(db, reader, placed.ids, placed.balance);
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await replay(db, reader, body, bodyHash);
    if (!placed) throw new Error('A coupon placed under this request id vanished', { cause: error });
    return placed;
  }
}
