import { z } from 'zod';
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

const coef = z.string().refine((value) => parseDecimal(value)?.greaterThanOrEqualTo(1) === true, 'not a coef');
const optionalInt = z.number().int().optional();

const market = z.object({
  id: z.string().min(1),
  coef,
  exactCoef: coef.optional(),
  sportId: optionalInt,
  typeId: optionalInt,
  kind: optionalInt,
  isLive: z.boolean().optional(),
  gameName: z.string().optional(),
  champName: z.string().optional(),
});

const game = z.object({
  id: z.string().min(1),
  number: optionalInt,
  statusId: optionalInt,
  startAt: z.number().finite().optional(),
  opponent1: z.string().optional(),
  opponent2: z.string().optional(),
  score1: optionalInt,
  score2: optionalInt,
  isFinished: z.boolean().optional(),
  isLive: z.boolean().optional(),
  gameTime: z.number().finite().nonnegative().optional(),
  permanentId: z.string().optional(),
});

const bet = z.object({
  id: z.string().min(1),
  market,
  game,
  blockId: z.number().int().nonnegative(),
  statusId: z.custom<BetStatusId>(isBetStatusId),
  isBanker: z.boolean(),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  statisticId: z.string().optional(),
  playersDuel: z.boolean().optional(),
  pageType: z.string().optional(),
  source: z.string().optional(),
  confirmedCoef: coef.optional(),
});

const storedCoupon = z.object({
  bets: z
    .array(bet)
    .max(MAX_COUPON_BETS)
    .refine((bets) => new Set(bets.map((item) => item.id)).size === bets.length, 'duplicate bet ids'),
  addedAtByBetId: z.record(z.string(), z.number().finite()),
  typeId: z.custom<CouponTypeId>(isCouponTypeId),
  systemValue: z.number().int().min(2),
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
