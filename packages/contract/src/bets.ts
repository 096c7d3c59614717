import { z } from 'zod';
import { moneySchema } from './accounts';
import { languageCodeSchema } from './language';
import { coefSchema, marketKindSchema, marketPeriodSchema, scoreSchema, selectionIdSchema } from './sportsbook';

/** A stake as the player types it: a decimal with at most 2 places, above 0. */
export const stakeSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 150 or 2.50')
  .refine((value) => Number(value) > 0, 'the amount must be above 0');

/** The coefficient-change policy: 0 confirm every change, 1 accept any change, 2 accept a rise. */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const couponTypeIdSchema = z.number().int().min(0).max(9);

/** Bet status ids of the spec: -2 not calculated … 6 half lose half win. */
export const betStatusIdSchema = z.number().int().min(-2).max(6);

/** A client's id for one attempt to place a coupon: sending it again never places a second coupon. */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'a request id of 8–64 letters, digits or dashes');

export const placeBetSchema = z.object({
  id: selectionIdSchema,
  /** The coef the player saw; the platform compares it with the current one under the policy. */
  coef: coefSchema,
  isBanker: z.boolean().optional(),
  blockId: z.number().int().min(0).optional(),
});

/**
 * POST /web-api/bets/place — the coupon sent out (site §3). The platform re-prices every selection, applies
 * the coefficient-change policy, checks the limits and the balance, and debits the account in one transaction.
 */
export const placeCouponBodySchema = z.object({
  requestId: requestIdSchema,
  /** The account to debit; the player's active account when missing. */
  accountId: z.number().int().positive().optional(),
  typeId: couponTypeIdSchema,
  amount: stakeSchema,
  amountByBlockId: z.record(z.string().regex(/^\d{1,6}$/), stakeSchema).default({}),
  amountByBetId: z.record(selectionIdSchema, stakeSchema).default({}),
  bets: z.array(placeBetSchema).min(1).max(50),
  systemValue: z.number().int().min(2).max(49).nullable().default(null),
  changeCoefAction: changeCoefActionSchema.default(2),
  exactCoef: z.boolean().default(false),
  isDropOnScoreChange: z.boolean().default(false),
  coefViewId: z.number().int().min(0).max(9).default(0),
  isVipBet: z.boolean().default(false),
  isOneClick: z.boolean().default(false),
  promoCode: z.string().trim().max(40).nullable().default(null),
});
export type PlaceCouponBody = z.input<typeof placeCouponBodySchema>;

/** One selection of a placed coupon, with what is known about its game. */
export const placedBetSchema = z.object({
  selectionId: selectionIdSchema,
  gameId: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.number().nullable(),
  code: z.string(),
  param: z.number().nullable(),
  /** The coef the bet was accepted at. */
  coef: coefSchema,
  isLive: z.boolean(),
  isBanker: z.boolean(),
  blockId: z.number().int(),
  statusId: betStatusIdSchema,
  /** The final score of the settled part (game, first half or corners), once settled. */
  score: scoreSchema.nullable(),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const placedCouponSchema = z.object({
  id: z.number().int(),
  requestId: requestIdSchema,
  typeId: couponTypeIdSchema,
  systemValue: z.number().int().nullable(),
  accountId: z.number().int(),
  currencyIso: z.string(),
  /** The stake as sent; `totalStake` is what was debited (n × amount for multi, lucky, patent…). */
  amount: moneySchema,
  totalStake: moneySchema,
  coef: z.string(),
  possibleWin: moneySchema,
  minPossibleWin: moneySchema.nullable(),
  isVipBet: z.boolean(),
  isOneClick: z.boolean(),
  promoCode: z.string().nullable(),
  placedAt: z.string(),
  /** -2 while any bet is open; once settled: 0 lost, 1 won (payout above the stake), 2 returned, 5 partly returned. */
  statusId: betStatusIdSchema,
  payout: moneySchema.nullable(),
  settledAt: z.string().nullable(),
  bets: z.array(placedBetSchema),
});
export type PlacedCoupon = z.infer<typeof placedCouponSchema>;

export const placeCouponAnswerSchema = z.object({
  coupon: placedCouponSchema,
  /** The balance of the debited account after the placement. */
  balance: moneySchema,
});

/**
 * Why a coupon was refused: the `error.code` of a 4xx answer to POST /web-api/bets/place. `odds_changed` and
 * `market_suspended` also list the selections concerned in `changes`.
 */
export const PLACE_ERROR_CODES = [
  'odds_changed',
  'market_suspended',
  'game_started',
  'game_finished',
  'selection_unknown',
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_balance',
  'sport_disallowed',
  'invalid_coupon',
  'account_not_found',
  'request_id_reused',
] as const;
export type PlaceErrorCode = (typeof PLACE_ERROR_CODES)[number];

/** The current state of the selections a refused coupon named: a null coef is not offered now. */
export const placeErrorDetailsSchema = z.object({
  changes: z.array(z.object({ id: selectionIdSchema, coef: coefSchema.nullable() })),
});

export const placeErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    changes: placeErrorDetailsSchema.shape.changes.optional(),
    /** The limits the amount broke, as money strings. */
    minAmount: moneySchema.optional(),
    maxAmount: moneySchema.optional(),
  }),
});

/** GET /web-api/bets/limits?accountId — the stake limits for the player's account, in its currency. */
export const betLimitsQuerySchema = z.object({ accountId: z.coerce.number().int().positive().optional() });
export const betLimitsAnswerSchema = z.object({
  currencyIso: z.string(),
  minBetAmount: moneySchema,
  maxBetAmount: moneySchema,
});

/** The language of the names of sports, champs and sides in a coupon; the player's own when missing. */
export const couponsLangQuerySchema = z.object({ lng: languageCodeSchema.optional() });

/** GET /web-api/bets/opened?lng — the player's coupons not settled yet, newest first. */
export const openedCouponsAnswerSchema = z.object({ coupons: z.array(placedCouponSchema) });

/** GET /web-api/bets/history?lng — settled and open coupons by date and status, newest first. */
export const betHistoryQuerySchema = couponsLangQuerySchema.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  statusId: z.coerce.number().int().min(-2).max(6).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const betHistoryAnswerSchema = z.object({
  coupons: z.array(placedCouponSchema),
  total: z.number().int().min(0),
});

/** GET /web-api/bets/coupons/:couponId?lng — one of the player's coupons (the powerbet page). */
export const couponParamsSchema = z.object({ couponId: z.coerce.number().int().positive() });
export const couponAnswerSchema = z.object({ coupon: placedCouponSchema });

/** POST /web-api/coupon-codes — saves a coupon's selections under a short code anyone can load. */
export const couponCodeSchema = z.string().regex(/^[A-Z0-9]{6,12}$/, 'a coupon code of 6–12 letters and digits');
export const saveCouponCodeBodySchema = z.object({
  typeId: couponTypeIdSchema,
  systemValue: z.number().int().min(2).max(49).nullable().default(null),
  bets: z
    .array(z.object({ id: selectionIdSchema, isBanker: z.boolean().optional() }))
    .min(1)
    .max(50),
});
export const saveCouponCodeAnswerSchema = z.object({ code: couponCodeSchema });

/** GET /web-api/coupon-codes/:code?lng — the saved selections priced now; a selection no longer offered has coef null. */
export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });
export const loadedCouponBetSchema = z.object({
  id: selectionIdSchema,
  isBanker: z.boolean(),
  coef: coefSchema.nullable(),
  gameId: z.number().int(),
  sportId: z.number().int(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.number().nullable(),
  code: z.string(),
  param: z.number().nullable(),
});
export const loadCouponCodeAnswerSchema = z.object({
  code: couponCodeSchema,
  typeId: couponTypeIdSchema,
  systemValue: z.number().int().nullable(),
  bets: z.array(loadedCouponBetSchema),
});

/** GET / PUT /web-api/bets/disallowed-sports — the sports a player barred for themselves, saved as a pair. */
export const disallowedSportsSchema = z.object({
  line: z.array(z.number().int().positive()).max(100),
  live: z.array(z.number().int().positive()).max(100),
});

/** POST /web-api/analytics/events — the collector. A bet event carries the fields of site §3 "Bet analytics". */
export const betAnalyticsBetSchema = z.object({
  sportId: z.number().int(),
  gameId: z.number().int(),
  champId: z.number().int(),
  couponTypeId: couponTypeIdSchema,
  coefficientId: z.string().max(80),
  isOneClick: z.boolean(),
  promoCode: z.string().max(40).nullable(),
});
export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('bet_placed'), couponId: z.number().int(), bets: z.array(betAnalyticsBetSchema).max(50) }),
  z.object({
    name: z.literal('bet_error'),
    errorCode: z.string().max(60),
    bets: z.array(betAnalyticsBetSchema).max(50),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export const analyticsEventsBodySchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(20) });
