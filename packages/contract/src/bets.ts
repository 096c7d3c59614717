import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { boostPercentSchema, expressBoostTermsSchema } from './express-boost';
import { languageCodeSchema } from './language';
import { coefSchema, marketKindSchema, marketPeriodSchema, scoreSchema, selectionIdSchema } from './sportsbook';

/** A stake as the player types it: a decimal with at most 2 places, above 0. */
export const stakeSchema = z.string().check(
  z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 150 or 2.50'),
  z.refine((value) => Number(value) > 0, 'the amount must be above 0'),
);

/** The coefficient-change policy: 0 confirm every change, 1 accept any change, 2 accept a rise. */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A coupon's status: a bet status, or 7 once the player sold all of it back. */
export const COUPON_SOLD_STATUS = 7;
export const couponStatusIdSchema = z.int().check(z.gte(-2), z.lte(COUPON_SOLD_STATUS));

export const couponTypeIdSchema = z.int().check(z.gte(0), z.lte(9));

/** Bet status ids of the spec: -2 not calculated … 6 half lose half win. */
export const betStatusIdSchema = z.int().check(z.gte(-2), z.lte(6));

/** A client's id for one attempt to place a coupon: sending it again never places a second coupon. */
export const requestIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'a request id of 8–64 letters, digits or dashes'));

export const placeBetSchema = z.object({
  id: selectionIdSchema,
  /** The coef the player saw; the platform compares it with the current one under the policy. */
  coef: coefSchema,
  isBanker: z.optional(z.boolean()),
  blockId: z.optional(z.int().check(z.gte(0))),
  /** The score of a live game when the player saw it: with `isDropOnScoreChange`, a goal since then refuses. */
  score: z.optional(scoreSchema),
});

/**
 * POST /web-api/bets/place — the coupon sent out (site §3). The platform re-prices every selection, applies
 * the coefficient-change policy, checks the limits and the balance, and debits the account in one transaction.
 */
export const placeCouponBodySchema = z.object({
  requestId: requestIdSchema,
  /** The account to debit; the player's active account when missing. */
  accountId: z.optional(z.int().check(z.positive())),
  typeId: couponTypeIdSchema,
  amount: stakeSchema,
  amountByBlockId: z._default(z.record(z.string().check(z.regex(/^\d{1,6}$/)), stakeSchema), {}),
  amountByBetId: z._default(z.record(selectionIdSchema, stakeSchema), {}),
  bets: z.array(placeBetSchema).check(z.minLength(1), z.maxLength(50)),
  systemValue: z._default(z.nullable(z.int().check(z.gte(2), z.lte(49))), null),
  changeCoefAction: z._default(changeCoefActionSchema, 2),
  exactCoef: z._default(z.boolean(), false),
  isDropOnScoreChange: z._default(z.boolean(), false),
  coefViewId: z._default(z.int().check(z.gte(0), z.lte(9)), 0),
  /**
   * The coupon's total coef as the player saw it in that odds format (site §3 `coefByView`, "1/4", "+150"): the
   * platform works it out from the coefs sent and refuses another with `coef_by_view_mismatch`. Not compared when
   * missing.
   */
  coefByView: z._default(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))), null),
  /** Above the maximum stake: accepted only while the site enables VIP bets, for line bets, not many singles. */
  isVipBet: z._default(z.boolean(), false),
  /** The express carries the bonus bet the coupon showed (site §4 "Bonus bet"). */
  isBonusBet: z._default(z.boolean(), false),
  isOneClick: z._default(z.boolean(), false),
  /** One of the player's unused promo codes (GET /web-api/bets/promo-codes). */
  promoCode: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(40))), null),
  /**
   * The part of the stake paid from the player's prepaid amount (free bets, `availablePrepaidAmount` of
   * GET /web-api/bets/limits), at most the whole stake; its stake is not returned with the winnings.
   */
  prepaidAmount: z._default(z.nullable(stakeSchema), null),
  /**
   * The accumulator boost the coupon showed (`hyperBonusPercent`): the platform applies its own table, and refuses
   * with `express_boost_changed` when that gives less than shown.
   */
  hyperBonusPercent: z._default(z.nullable(boostPercentSchema), null),
});
export type PlaceCouponBody = z.input<typeof placeCouponBodySchema>;

/** One selection of a placed coupon, with what is known about its game. */
export const placedBetSchema = z.object({
  selectionId: selectionIdSchema,
  gameId: z.int(),
  sportId: z.int(),
  sportName: z.string(),
  champId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.nullable(z.number()),
  code: z.string(),
  param: z.nullable(z.number()),
  /** The coef the bet was accepted at. */
  coef: coefSchema,
  isLive: z.boolean(),
  isBanker: z.boolean(),
  blockId: z.int(),
  statusId: betStatusIdSchema,
  /** The final score of the settled part (game, first half or corners), once settled. */
  score: z.nullable(scoreSchema),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const placedCouponSchema = z.object({
  id: z.int(),
  requestId: requestIdSchema,
  typeId: couponTypeIdSchema,
  systemValue: z.nullable(z.int()),
  accountId: z.int(),
  currencyIso: z.string(),
  /** The stake as sent; `totalStake` is what was debited (n × amount for multi, lucky, patent…). */
  amount: moneySchema,
  totalStake: moneySchema,
  coef: z.string(),
  possibleWin: moneySchema,
  minPossibleWin: z.nullable(moneySchema),
  isVipBet: z.boolean(),
  /** The bonus bet's coef an express carried (in `coef` already), or null. */
  bonusBetCoef: z.nullable(z.string()),
  /** The odds format the player saw the coupon in. */
  coefViewId: z.int(),
  isOneClick: z.boolean(),
  promoCode: z.nullable(z.string()),
  /** The part of the total stake paid from prepaid (free bets): "0.00" when none. */
  prepaidAmount: moneySchema,
  /** The most the coupon pays, fixed at placement; `possibleWin` never exceeds it. */
  maxPayout: z.nullable(moneySchema),
  /** The accumulator boost fixed at placement: the percentage of the winnings, and the most it pays; or null. */
  hyperBonusPercent: z.nullable(boostPercentSchema),
  maxHyperBonusLimit: z.nullable(moneySchema),
  /** The boost paid at settlement (a `win` movement of its own), once settled; null before or without one. */
  hyperBonusPaid: z.nullable(moneySchema),
  /** The operator's reference id of the site the coupon was placed on (site §3 `refId`); null on older coupons. */
  refId: z.nullable(z.int().check(z.gte(0))),
  placedAt: z.string(),
  /**
   * -2 while any bet is open; once settled: 0 lost, 1 won (payout above the stake), 2 returned, 5 partly returned;
   * 7 sold back in full (cash out).
   */
  statusId: couponStatusIdSchema,
  payout: z.nullable(moneySchema),
  settledAt: z.nullable(z.string()),
  bets: z.array(placedBetSchema),
});
export type PlacedCoupon = z.infer<typeof placedCouponSchema>;

export const placeCouponAnswerSchema = z.object({
  /** The coupon placed; the first of them for a multi. */
  coupon: placedCouponSchema,
  /** Every coupon the placement made (site §3 `singlesResultCoupons`): a multi makes one per bet. */
  coupons: z.array(placedCouponSchema).check(z.minLength(1)),
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
  'account_frozen',
  'score_changed',
  'bonus_bet_unavailable',
  'promo_code_not_found',
  'promo_code_used',
  'request_id_reused',
  'player_banned',
  'identification_required',
  'terms_changed',
  'country_blocked',
  'dependent_selections',
  'self_excluded',
  'timed_out',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  'session_limit_ended',
  'prepaid_insufficient',
  'prepaid_unavailable',
  'virtual_stake_below_minimum',
  'virtual_stake_above_maximum',
  'express_boost_changed',
  'coef_by_view_mismatch',
] as const;
export type PlaceErrorCode = (typeof PLACE_ERROR_CODES)[number];

export function isPlaceErrorCode(code: string): code is PlaceErrorCode {
  return (PLACE_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The details of a refusal: the current state of the selections it names (a null coef is not offered now),
 * or the stake limit the amount broke, as a money string.
 */
export const placeErrorDetailsSchema = z.object({
  changes: z.optional(z.array(z.object({ id: selectionIdSchema, coef: z.nullable(coefSchema) }))),
  minAmount: z.optional(moneySchema),
  maxAmount: z.optional(moneySchema),
  /** The accumulator boost the platform would apply now (null: none), when it is less than the coupon showed. */
  hyperBonusPercent: z.optional(z.nullable(boostPercentSchema)),
});
export type PlaceErrorDetails = z.infer<typeof placeErrorDetailsSchema>;

export const placeErrorBodySchema = z.object({
  error: z.extend(placeErrorDetailsSchema, { code: z.string(), message: z.string() }),
});

/** GET /web-api/bets/limits?accountId — the stake limits for the player's account, in its currency. */
export const betLimitsQuerySchema = z.object({ accountId: z.optional(z.coerce.number().check(z.int(), z.positive())) });
export const betLimitsAnswerSchema = z.object({
  currencyIso: z.string(),
  minBetAmount: moneySchema,
  maxBetAmount: moneySchema,
  /** The most one coupon pays: a larger win is cut to it. */
  maxPayout: moneySchema,
  /** The prepaid amount (free bets) the player may stake in this currency. */
  availablePrepaidAmount: moneySchema,
  /**
   * The operator's own stake limits of the virtual matches and races, by their sport: a coupon with a pick of one
   * (a game id above VIRTUAL_GAME_ID_BASE) keeps each of its stakes within them as well.
   */
  virtualLimits: z.optional(
    z.array(z.object({ sportId: z.int(), minBetAmount: moneySchema, maxBetAmount: moneySchema })),
  ),
  /** The coupon types the minimum applies to, and those the maximum applies to (site §5); the others take any stake. */
  minAmountTypeIds: z.array(couponTypeIdSchema),
  maxAmountTypeIds: z.array(couponTypeIdSchema),
  /** The accumulator boost in this currency; null when the operator offers none in it. */
  expressBoost: z.nullable(expressBoostTermsSchema),
});

/** The language of the names of sports, champs and sides in a coupon; the player's own when missing. */
export const couponsLangQuerySchema = z.object({ lng: z.optional(languageCodeSchema) });

/** GET /web-api/bets/opened?lng — the player's coupons not settled yet, newest first. */
export const openedCouponsAnswerSchema = z.object({ coupons: z.array(placedCouponSchema) });

/** GET /web-api/bets/history?lng — settled and open coupons by date and status, newest first. */
export const betHistoryQuerySchema = z.extend(couponsLangQuerySchema, {
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  statusId: z.optional(z.coerce.number().check(z.int(), z.gte(-2), z.lte(COUPON_SOLD_STATUS))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export const betHistoryAnswerSchema = z.object({
  coupons: z.array(placedCouponSchema),
  total: z.int().check(z.gte(0)),
});

/** GET /web-api/bets/coupons/:couponId?lng — one of the player's coupons (the powerbet page). */
export const couponParamsSchema = z.object({ couponId: z.coerce.number().check(z.int(), z.positive()) });
export const couponAnswerSchema = z.object({ coupon: placedCouponSchema });

/** GET /web-api/bets/promo-codes — the player's promo codes not used yet, newest first. */
export const playerPromoCodesAnswerSchema = z.object({
  promoCodes: z.array(z.object({ code: z.string(), grantedAt: z.string() })),
});

/** POST /web-api/coupon-codes — saves a coupon's selections under a short code anyone can load. */
export const couponCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z0-9]{6,12}$/, 'a coupon code of 6–12 letters and digits'));
export const saveCouponCodeBodySchema = z.object({
  typeId: couponTypeIdSchema,
  systemValue: z._default(z.nullable(z.int().check(z.gte(2), z.lte(49))), null),
  bets: z
    .array(z.object({ id: selectionIdSchema, isBanker: z.optional(z.boolean()) }))
    .check(z.minLength(1), z.maxLength(50)),
});
export const saveCouponCodeAnswerSchema = z.object({ code: couponCodeSchema });

/** GET /web-api/coupon-codes/:code?lng — the saved selections priced now; a selection no longer offered has coef null. */
export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });
export const loadedCouponBetSchema = z.object({
  id: selectionIdSchema,
  isBanker: z.boolean(),
  coef: z.nullable(coefSchema),
  gameId: z.int(),
  sportId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.nullable(z.number()),
  code: z.string(),
  param: z.nullable(z.number()),
});
export const loadCouponCodeAnswerSchema = z.object({
  code: couponCodeSchema,
  typeId: couponTypeIdSchema,
  systemValue: z.nullable(z.int()),
  bets: z.array(loadedCouponBetSchema),
});

/** GET / PUT /web-api/bets/disallowed-sports — the sports a player barred for themselves, saved as a pair. */
export const disallowedSportsSchema = z.object({
  line: z.array(z.int().check(z.positive())).check(z.maxLength(100)),
  live: z.array(z.int().check(z.positive())).check(z.maxLength(100)),
});

/** The bet history's own account query (site: history-mail and history-clear take `accountId`). */
const historyAccountSchema = z.optional(z.int().check(z.positive()));

/** POST /web-api/bets/history/mail — the player's coupons of a period, by e-mail (at most a year). */
export const betHistoryMailBodySchema = z.object({
  accountId: historyAccountSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  lng: languageCodeSchema,
});
export const betHistoryMailAnswerSchema = z.object({
  sentTo: z.string(),
  coupons: z.int().check(z.gte(0)),
});

/** POST /web-api/bets/history/clear — hides the settled coupons placed up to a day; open ones always stay. */
export const betHistoryClearBodySchema = z.object({
  accountId: historyAccountSchema,
  through: z.iso.date(),
});
export const betHistoryClearAnswerSchema = z.object({ hidden: z.int().check(z.gte(0)) });
