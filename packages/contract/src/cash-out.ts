import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { changeCoefActionSchema, placeBetSchema, requestIdSchema, stakeSchema } from './bets';
import { selectionIdSchema } from './sportsbook';

/** What keeps a coupon from being sold back or taking more stake: the kind of coupon it is or has become. */
const COUPON_RESTRICTIONS = [
  'coupon_closed',
  'type_not_offered',
  'bonus_bet',
  'promo_code',
  'bonus_account',
  'prepaid_stake',
] as const;

/** Why a coupon cannot be sold back now, as a whole. */
export const cashOutCouponReasonSchema = z.enum(['switched_off', ...COUPON_RESTRICTIONS, 'nothing_to_sell']);
export type CashOutCouponReason = z.infer<typeof cashOutCouponReasonSchema>;

/** Why one bet of the coupon stops its sale. */
export const cashOutLegReasonSchema = z.enum([
  'market_suspended',
  'not_in_play',
  'leg_lost',
  'sport_switched_off',
  'live_switched_off',
]);
export type CashOutLegReason = z.infer<typeof cashOutLegReasonSchema>;

export const cashOutSaleSchema = z.object({
  id: z.int(),
  couponId: z.int(),
  /** The part of the stake sold. */
  stakePart: moneySchema,
  /** What the player was paid for it. */
  amount: moneySchema,
  isFull: z.boolean(),
  /** Sold by the player's automatic sale rather than a quote they confirmed. */
  isAutomatic: z.boolean(),
  soldAt: z.string(),
});
export type CashOutSale = z.infer<typeof cashOutSaleSchema>;

/** A stake added to an open single or express (add to bet), at the prices of its moment: odds of its own. */
export const couponPartSchema = z.object({
  id: z.int(),
  amount: moneySchema,
  coef: z.string(),
  possibleWin: moneySchema,
  addedAt: z.string(),
});
export type CouponPart = z.infer<typeof couponPartSchema>;

/** Why no stake can be added to a coupon now. */
export const additionRefusalSchema = z.enum([
  ...COUPON_RESTRICTIONS,
  'coupon_partly_sold',
  'leg_settled',
  'market_suspended',
]);
export type AdditionRefusal = z.infer<typeof additionRefusalSchema>;

/** What an addition would be placed at now: each bet's coef and the odds of the part, or why it cannot be. */
export const additionOfferSchema = z.union([
  z.object({ coef: z.string(), bets: z.array(z.object({ id: selectionIdSchema, coef: z.string() })) }),
  z.object({ refusal: additionRefusalSchema }),
]);
export type AdditionOffer = z.infer<typeof additionOfferSchema>;

/**
 * A coupon's sale now. `value` is what the stake still in play sells for (null when it cannot be sold, with
 * the reasons); the rest of the coupon keeps its odds with its stake and possible win scaled.
 */
export const cashOutOfferSchema = z.object({
  couponId: z.int(),
  currencyIso: z.string(),
  value: z.nullable(moneySchema),
  /** The stake still in play and its possible win: the coupon's, less what was sold. */
  liveStake: moneySchema,
  livePossibleWin: moneySchema,
  soldStake: moneySchema,
  cashedOut: moneySchema,
  /** The most one sale may pay (the operator's maximum), or null. */
  maxSaleValue: z.nullable(moneySchema),
  reasons: z.array(cashOutCouponReasonSchema),
  legs: z.array(z.object({ selectionId: selectionIdSchema, reasons: z.array(cashOutLegReasonSchema) })),
  sales: z.array(cashOutSaleSchema),
  /** The automatic sale waiting for the value to reach `value`: of `stakePart`, or all the stake in play (null). */
  autoSale: z.nullable(z.object({ value: moneySchema, stakePart: z.nullable(moneySchema) })),
  /** The stakes added to the coupon after it was placed, oldest first; `livePossibleWin` counts them all. */
  parts: z.array(couponPartSchema),
  addition: additionOfferSchema,
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

/** GET /web-api/cash-out/offers?couponIds=1,2 — the offers of the player's coupons (at most 100). */
export const cashOutOffersQuerySchema = z.object({
  couponIds: z.pipe(
    z.string().check(z.regex(/^\d{1,12}(,\d{1,12}){0,99}$/, 'coupon ids separated by commas')),
    z.transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
});
/** The offers call's answer, and each `offers` event of the stream alike. */
export const cashOutOffersAnswerSchema = z.object({ offers: z.array(cashOutOfferSchema) });

/**
 * GET /web-api/cash-out/stream?couponIds=1,2 — server-sent events of the same offers: the first `offers` event
 * holds every coupon asked for, each later one the coupons whose offer changed (a price of one of their games
 * moved, a game finished, a sale or settlement). A comment line is sent every 15 s.
 */
export const CASH_OUT_EVENT = 'offers';

export const cashOutCouponParamsSchema = z.object({ couponId: z.coerce.number().check(z.int(), z.positive()) });

/** POST /web-api/cash-out/:couponId/quotes — a value the player may accept until it expires. */
export const cashOutQuoteAnswerSchema = z.object({
  quoteId: z.string(),
  expiresAt: z.string(),
  offer: cashOutOfferSchema,
});

/**
 * POST /web-api/cash-out/:couponId/sales — sells `stakePart` of the stake still in play (all of it when
 * missing) at the value quoted; the value of the moment is taken if the player's policy accepts its change.
 */
export const cashOutSaleBodySchema = z.object({
  requestId: requestIdSchema,
  quoteId: z.uuid(),
  stakePart: z.optional(stakeSchema),
  changeCoefAction: z._default(changeCoefActionSchema, 2),
});
export type CashOutSaleBody = z.infer<typeof cashOutSaleBodySchema>;

/** PUT /web-api/cash-out/:couponId/auto — sell when the value reaches `value` (DELETE removes it). */
export const cashOutAutoSaleBodySchema = z.object({ value: stakeSchema, stakePart: z.optional(stakeSchema) });
export const cashOutAutoSaleAnswerSchema = z.object({ offer: cashOutOfferSchema });

export const cashOutSaleAnswerSchema = z.object({
  sale: cashOutSaleSchema,
  offer: cashOutOfferSchema,
  /** The balance of the credited account after the sale. */
  balance: moneySchema,
});

/**
 * POST /web-api/cash-out/:couponId/additions — adds `amount` to an open single or express at the prices of the
 * moment, as a part with its own odds. `bets` are the coupon's bets, in order, at the coefs the player saw; the
 * player's policy applies to their changes as at placement. Idempotent on `requestId`.
 */
export const addToCouponBodySchema = z.object({
  requestId: requestIdSchema,
  amount: stakeSchema,
  bets: z.array(z.pick(placeBetSchema, { id: true, coef: true })).check(z.minLength(1), z.maxLength(30)),
  changeCoefAction: z._default(changeCoefActionSchema, 2),
});
export type AddToCouponBody = z.infer<typeof addToCouponBodySchema>;

export const addToCouponAnswerSchema = z.object({
  part: couponPartSchema,
  offer: cashOutOfferSchema,
  /** The balance of the debited account after the addition. */
  balance: moneySchema,
});

/** The errors a sale or a quote answers with, besides the money gate's. */
export const cashOutErrorCodeSchema = z.enum([
  'coupon_not_found',
  'cash_out_unavailable',
  'quote_not_found',
  'quote_expired',
  'quote_stale',
  'cash_out_value_changed',
  'stake_part_too_high',
  'sale_above_maximum',
  'request_id_reused',
]);
export type CashOutErrorCode = z.infer<typeof cashOutErrorCodeSchema>;

/** The errors an addition answers with, besides placement's (odds, suspended markets, limits, balance) and the gate's. */
export const additionErrorCodeSchema = z.enum([
  'coupon_not_found',
  'request_id_reused',
  ...COUPON_RESTRICTIONS,
  'coupon_partly_sold',
  'leg_settled',
  'bets_mismatch',
]);
export type AdditionErrorCode = z.infer<typeof additionErrorCodeSchema>;

export const cashOutErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** With cash_out_value_changed: the value of the moment, to confirm with a new quote. */
    value: z.optional(z.nullable(moneySchema)),
  }),
});
