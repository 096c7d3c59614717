import { z } from 'zod/mini';
import { stakeRefusalSchema } from './stake-refusals';
import { moneySchema } from './accounts';
import { requestIdSchema } from './bets';

const isoSchema = z.iso.datetime({ offset: true });
const outcomeSchema = z.enum(['1', 'X', '2', 'void']);

export const totoGameSchema = z.object({
  position: z.int().check(z.positive()),
  gameId: z.int().check(z.positive()),
  home: z.string(),
  away: z.string(),
  champ: z.string(),
  startAt: isoSchema,
  /** Null until the draw is settled. */
  result: z.nullable(outcomeSchema),
  /** The final score once the game has finished. */
  score: z.nullable(z.object({ home: z.int(), away: z.int() })),
});
export type TotoGame = z.infer<typeof totoGameSchema>;

export const totoPrizeSchema = z.object({
  hits: z.int(),
  fund: moneySchema,
  variants: z.int(),
  perVariant: moneySchema,
});

/** A draw's pool in one currency: the coupons bought in that currency share its fund, and no other. */
export const totoPoolSchema = z.object({
  currencyIso: z.string(),
  variantPrice: moneySchema,
  /** What earlier draws' pools of this currency carried over to it. */
  jackpot: moneySchema,
  /** The stakes so far and the coupons. */
  pool: moneySchema,
  coupons: z.int(),
  /** Null until settled; then each category's fund, winning variants and prize per variant. */
  prizes: z.nullable(z.array(totoPrizeSchema)),
  carried: z.nullable(moneySchema),
});
export type TotoPool = z.infer<typeof totoPoolSchema>;

/**
 * A draw, with the reader's pool spread at its top level: the pool of the player's currency (a visitor's: the site's
 * default currency), or its largest pool when the draw takes no coupons in that currency; `pools` lists every
 * currency's, largest (stakes and jackpot) first.
 */
export const totoDrawSchema = z.object({
  id: z.int().check(z.positive()),
  /** Coupons are taken until this moment, when the first game starts. */
  closesAt: isoSchema,
  ...totoPoolSchema.shape,
  maxVariants: z.int().check(z.positive()),
  operatorPermille: z.int(),
  categoryShares: z.record(z.string(), z.int()),
  games: z.array(totoGameSchema),
  pools: z.array(totoPoolSchema),
  settledAt: z.nullable(isoSchema),
});
export type TotoDraw = z.infer<typeof totoDrawSchema>;

/** The current draw (closing soonest) and the next one; either null when the line has no 15 games for it. */
export const totoOpenAnswerSchema = z.object({ current: z.nullable(totoDrawSchema), next: z.nullable(totoDrawSchema) });
export const totoDrawAnswerSchema = z.object({ draw: totoDrawSchema });
export const totoDrawsAnswerSchema = z.object({ draws: z.array(totoDrawSchema) });

export const totoCouponSchema = z.object({
  id: z.int().check(z.positive()),
  drawId: z.int().check(z.positive()),
  picks: z.array(z.string()),
  variants: z.int().check(z.positive()),
  stake: moneySchema,
  currencyIso: z.string(),
  /** After settlement: winning variants by correct outcomes. */
  hits: z.nullable(z.record(z.string(), z.int())),
  payout: z.nullable(moneySchema),
  createdAt: isoSchema,
});
export type TotoCoupon = z.infer<typeof totoCouponSchema>;

export const totoCouponsAnswerSchema = z.object({ coupons: z.array(totoCouponSchema) });
export const totoCouponAnswerSchema = z.object({ coupon: totoCouponSchema, draw: totoDrawSchema });

/** A winning coupon of a recent draw: no player is named. */
export const totoWinnerSchema = z.object({
  couponId: z.int().check(z.positive()),
  drawId: z.int().check(z.positive()),
  bestHits: z.nullable(z.int()),
  payout: moneySchema,
  currencyIso: z.string(),
});
export const totoWinnersAnswerSchema = z.object({ winners: z.array(totoWinnerSchema) });

export const totoLngQuerySchema = z.object({ lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) });
export const totoDrawParamsSchema = z.object({
  drawId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const totoCouponParamsSchema = z.object({
  couponId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** For each game in order, the outcomes picked: "1", "X", "2", or two or three of them ("1X", "1X2"). */
export const buyTotoCouponBodySchema = z.object({
  requestId: requestIdSchema,
  drawId: z.int().check(z.positive()),
  picks: z.array(z.string().check(z.maxLength(3))).check(z.maxLength(15)),
  stake: moneySchema,
});
export type BuyTotoCouponBody = z.infer<typeof buyTotoCouponBodySchema>;
export const buyTotoCouponAnswerSchema = z.object({ coupon: totoCouponSchema, balance: moneySchema });

const totoRefusals = stakeRefusalSchema([
  'draw_not_found',
  'coupon_not_found',
  'draw_closed',
  'picks_invalid',
  'variants_above_maximum',
  'stake_mismatch',
  'currency_not_supported',
  'insufficient_funds',
  'request_id_reused',
]);
export const TOTO_ERROR_CODES = totoRefusals.codes;
export const totoErrorCodeSchema = totoRefusals.schema;
