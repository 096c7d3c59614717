import { z } from 'zod/mini';
import { isBetStatusId, type BetStatusId } from '../bet-status';
import { isCouponTypeId, type CouponTypeId } from '../coupon-types';
import { parseDecimal } from '../decimal';
import { MAX_COUPON_BETS } from '../normalize-coupon';
import type { CouponBet } from '../state/coupon-bet';
import type { CouponState } from '../state/coupon-state';

/** The coupon as kept in local storage: bets, addedAtByBetId, typeId, systemValue. */
export interface StoredCoupon {
  readonly bets: readonly CouponBet[];
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly typeId: CouponTypeId;
  readonly systemValue: number;
}

export const EMPTY_STORED_COUPON: StoredCoupon = { bets: [], addedAtByBetId: {}, typeId: 0, systemValue: 2 };

const coef = z.string().check(z.refine((value) => parseDecimal(value)?.greaterThanOrEqualTo(1) === true, 'not a coef'));
const optionalInt = z.optional(z.int());
const optionalString = z.optional(z.string());
const optionalBoolean = z.optional(z.boolean());
const nonEmptyString = z.string().check(z.minLength(1));

const market = z.object({
  id: nonEmptyString,
  coef,
  exactCoef: z.optional(coef),
  sportId: optionalInt,
  typeId: optionalInt,
  kind: optionalInt,
  isLive: optionalBoolean,
  gameName: optionalString,
  champName: optionalString,
});

const game = z.object({
  id: nonEmptyString,
  number: optionalInt,
  statusId: optionalInt,
  startAt: z.optional(z.number()),
  opponent1: optionalString,
  opponent2: optionalString,
  score1: optionalInt,
  score2: optionalInt,
  isFinished: optionalBoolean,
  isLive: optionalBoolean,
  gameTime: z.optional(z.number().check(z.nonnegative())),
  permanentId: optionalString,
});

const bet = z.object({
  id: nonEmptyString,
  market,
  game,
  blockId: z.int().check(z.nonnegative()),
  statusId: z.custom<BetStatusId>(isBetStatusId),
  isBanker: z.boolean(),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  statisticId: optionalString,
  playersDuel: optionalBoolean,
  pageType: optionalString,
  source: optionalString,
  confirmedCoef: z.optional(coef),
});

const storedCoupon = z.object({
  bets: z.array(bet).check(
    z.maxLength(MAX_COUPON_BETS),
    z.refine((bets) => new Set(bets.map((item) => item.id)).size === bets.length, 'duplicate bet ids'),
  ),
  addedAtByBetId: z.record(z.string(), z.number()),
  typeId: z.custom<CouponTypeId>(isCouponTypeId),
  systemValue: z.int().check(z.minimum(2)),
});

export function serializeCoupon(state: CouponState): string {
  const stored: StoredCoupon = {
    bets: state.bets,
    addedAtByBetId: state.addedAtByBetId,
    typeId: state.typeId,
    systemValue: state.systemValue,
  };
  return JSON.stringify(stored);
}

/** Reads back what serializeCoupon wrote; anything missing, corrupt or foreign gives an empty coupon. */
export function parseStoredCoupon(raw: string | null): StoredCoupon {
  if (raw === null) return EMPTY_STORED_COUPON;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_STORED_COUPON;
  }
  const result = storedCoupon.safeParse(value);
  return result.success ? result.data : EMPTY_STORED_COUPON;
}
