import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { changeCoefActionSchema, requestIdSchema, stakeSchema } from './bets';
import { selectionIdSchema } from './sportsbook';

/** Why a coupon cannot be sold back now, as a whole. */
export const cashOutCouponReasonSchema = z.enum([
  'switched_off',
  'type_not_offered',
  'bonus_bet',
  'promo_code',
  'bonus_account',
  'coupon_closed',
  'nothing_to_sell',
]);
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
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

/** GET /web-api/cash-out/offers?couponIds=1,2 — the offers of the player's coupons (at most 100). */
export const cashOutOffersQuerySchema = z.object({
  couponIds: z.pipe(
    z.string().check(z.regex(/^\d{1,12}(,\d{1,12}){0,99}$/, 'coupon ids separated by commas')),
    z.transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
});
export const cashOutOffersAnswerSchema = z.object({ offers: z.array(cashOutOfferSchema) });

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

export const cashOutErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** With cash_out_value_changed: the value of the moment, to confirm with a new quote. */
    value: z.optional(z.nullable(moneySchema)),
  }),
});
