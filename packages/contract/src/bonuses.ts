import { z } from 'zod/mini';
import { moneySchema } from './accounts';

/** taken (waiting for its deposit), being wagered, released to the main account, given up, out of time. */
export const bonusStatusSchema = z.enum(['active', 'wagering', 'released', 'forfeited', 'expired']);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

export const bonusSourceSchema = z.enum(['welcome', 'deposit', 'promo', 'game', 'award', 'promotion']);
export type BonusSource = z.infer<typeof bonusSourceSchema>;

const idSchema = z.string().check(z.regex(/^\d{1,18}$/));
const coefSchema = z.string().check(z.regex(/^\d{1,5}\.\d{1,3}$/));

export const playerBonusSchema = z.object({
  id: idSchema,
  source: bonusSourceSchema,
  title: z.string(),
  status: bonusStatusSchema,
  /** Null until the bonus is credited. */
  currencyIso: z.nullable(z.string()),
  amount: moneySchema,
  wagerRequired: moneySchema,
  wagerDone: moneySchema,
  /** What is left to wager, never below 0. */
  wagerRemaining: moneySchema,
  /** Every leg of a counted coupon has at least these odds. */
  minCoef: coefSchema,
  /** Coupon types whose stakes do not count. */
  excludedTypeIds: z.array(z.int()),
  /** What the bonus account gave up when it ended: to the main account when released. */
  settledAmount: z.nullable(moneySchema),
  creditedAt: z.nullable(z.string()),
  expiresAt: z.string(),
  endedAt: z.nullable(z.string()),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

export const bonusOfferKindSchema = z.enum(['welcome_sport', 'welcome_casino', 'deposit']);
export type BonusOfferKind = z.infer<typeof bonusOfferKindSchema>;

export const bonusOfferSchema = z.object({
  id: z.int().check(z.positive()),
  code: z.string(),
  kind: bonusOfferKindSchema,
  title: z.string(),
  rules: z.string(),
  /** The bonus is this share of the deposit… */
  percent: z.string(),
  /** …up to the cap of the player's currency (null: the offer does not serve it). */
  cap: z.nullable(moneySchema),
  /** The player's bonus account currency, the cap's. */
  currencyIso: z.string(),
  wagerMultiplier: z.string(),
  minCoef: coefSchema,
  excludedTypeIds: z.array(z.int()),
  validDays: z.int(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

/** GET /web-api/bonuses?lng= — the player's bonuses (newest first), the offers they may take, the welcome choice. */
export const bonusesAnswerSchema = z.object({
  bonuses: z.array(playerBonusSchema),
  offers: z.array(bonusOfferSchema),
  welcome: z.object({
    /** The registration's choice: 0 declined, 1 sport, 2 casino. */
    choice: z.int(),
    /** The welcome offer that waits for the first deposit; null once deposited, declined or none is published. */
    offer: z.nullable(bonusOfferSchema),
  }),
});
export type BonusesAnswer = z.infer<typeof bonusesAnswerSchema>;

export const bonusesQuerySchema = z.object({ lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) });

export const bonusOfferParamsSchema = z.object({
  offerId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const bonusParamsSchema = z.object({ bonusId: idSchema });

/** POST /web-api/bonuses/offers/:offerId/take and POST /web-api/bonuses/:bonusId/forfeit answer the bonus. */
export const bonusAnswerSchema = z.object({ bonus: playerBonusSchema });

export const promoCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{4,32}$/, 'letters and digits, 4 to 32'));

/** POST /web-api/bonuses/promo-codes — checks a code and applies it. */
export const promoCodeBodySchema = z.object({ code: promoCodeSchema, lng: z.optional(z.string()) });

export const promoRedemptionSchema = z.object({
  code: z.string(),
  /** credit: bonus money at once; offer: a deposit offer taken, credited on the next deposit; free_bet: a free bet. */
  kind: z.enum(['credit', 'offer', 'free_bet']),
  title: z.string(),
  /** The bonus the code gave; null for a free bet code. */
  bonusId: z.nullable(idSchema),
  /** What a credit code put on the bonus account or a free bet code granted, in `currencyIso`; null for an offer code. */
  amount: z.nullable(moneySchema),
  currencyIso: z.nullable(z.string()),
  redeemedAt: z.string(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoRedemptionAnswerSchema = z.object({
  redemption: promoRedemptionSchema,
  /** The bonus the code gave; null for a free bet code. */
  bonus: z.nullable(playerBonusSchema),
});
export const promoHistoryAnswerSchema = z.object({ redemptions: z.array(promoRedemptionSchema) });

export const bonusGameSchema = z.enum(['fortuna', 'chest', 'memory', 'safe', 'lottery']);
export type BonusGame = z.infer<typeof bonusGameSchema>;

export const bonusGamePrizeSchema = z.object({
  id: z.int(),
  label: z.string(),
  /** bonus: bonus money to wager; free_bet: a prepaid stake for the coupon; none: nothing this time. */
  kind: z.enum(['bonus', 'free_bet', 'none']),
  /** In the player's currency; null for "no prize" or a prize the currency is not served by. */
  amount: z.nullable(moneySchema),
  /** The chance of this prize, in percent with 2 places ("12.50"). */
  chance: z.string(),
});
export type BonusGamePrize = z.infer<typeof bonusGamePrizeSchema>;

/** GET /web-api/bonus-games/:game — the prize table and when the player may play next (null: now). */
export const bonusGameAnswerSchema = z.object({
  game: bonusGameSchema,
  prizes: z.array(bonusGamePrizeSchema),
  nextPlayAt: z.nullable(z.string()),
});
export type BonusGameAnswer = z.infer<typeof bonusGameAnswerSchema>;

export const bonusGameParamsSchema = z.object({ game: bonusGameSchema });

/** POST /web-api/bonus-games/:game/plays — one play, drawn on the server. */
export const bonusGamePlayAnswerSchema = z.object({
  prize: bonusGamePrizeSchema,
  bonusId: z.nullable(idSchema),
  nextPlayAt: z.string(),
});
export type BonusGamePlayAnswer = z.infer<typeof bonusGamePlayAnswerSchema>;

/** The refusals the bonus calls name, each with a text in the `bonuses` dictionary (`bonuses.error.{code}`). */
export const BONUS_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'bonus_waiting_for_deposit',
  'bonus_already_running',
  'bonus_currency_not_served',
  'bonus_offer_not_found',
  'bonus_not_found',
  'bonus_ended',
  'bonus_account_missing',
  'promo_code_unknown',
  'promo_code_expired',
  'promo_code_used',
  'bonus_game_played_today',
  'bonus_game_closed',
  'invalid_request',
  'player_banned',
  'identification_required',
  'terms_changed',
  'country_blocked',
  'account_frozen',
  'self_excluded',
  'timed_out',
  'session_limit_ended',
]);

/** An offer's full terms as the public bonus rules show them, with its cap in every currency it serves. */
export const bonusRuleSchema = z.object({
  code: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/)),
  kind: bonusOfferKindSchema,
  title: z.string(),
  rules: z.string(),
  percent: z.string(),
  caps: z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), moneySchema),
  wagerMultiplier: z.string(),
  minCoef: coefSchema,
  excludedTypeIds: z.array(z.int()),
  validDays: z.int(),
});
export type BonusRule = z.infer<typeof bonusRuleSchema>;

/** GET /web-api/bonus-rules?lang= — every published offer; GET /web-api/bonus-rules/:code?lang= — one. */
export const bonusRulesAnswerSchema = z.object({ rules: z.array(bonusRuleSchema) });
export const bonusRulesQuerySchema = z.object({ lang: z.string().check(z.regex(/^[a-z]{2}$/)) });
export const bonusRuleParamsSchema = z.object({ code: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/)) });
