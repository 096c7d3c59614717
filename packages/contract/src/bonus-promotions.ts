import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { bonusGameAnswerSchema } from './bonuses';

/** GET /web-api/bonus-games — every open bonus game's prize table; `nextPlayAt` only for a logged-in player. */
export const bonusGamesShowcaseSchema = z.object({ games: z.array(bonusGameAnswerSchema) });
export type BonusGamesShowcase = z.infer<typeof bonusGamesShowcaseSchema>;

/** What a prize pays: bonus money in the player's currency (null for a visitor or a currency not served). */
const prizeSchema = z.object({
  amount: z.nullable(moneySchema),
  currencyIso: z.nullable(z.string()),
  wagerMultiplier: z.string(),
});

export const awardMeasureSchema = z.enum(['settled', 'won', 'streak', 'odds']);
export type AwardMeasure = z.infer<typeof awardMeasureSchema>;

export const bettingAwardSchema = z.object({
  code: z.string(),
  measure: awardMeasureSchema,
  title: z.string(),
  /** Coupons (or odds, for `odds`) the award asks for, as a decimal string ("3.00"). */
  target: z.string(),
  /** Where the player's settled coupons stand on the measure; null for a visitor. */
  progress: z.nullable(z.string()),
  isEarned: z.boolean(),
  claimedAt: z.nullable(z.string()),
  prize: prizeSchema,
});
export type BettingAward = z.infer<typeof bettingAwardSchema>;

/** GET /web-api/betting-awards?lng= */
export const bettingAwardsAnswerSchema = z.object({ awards: z.array(bettingAwardSchema) });

export const bettingAwardParamsSchema = z.object({ code: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/)) });

/** POST /web-api/betting-awards/:code/claims */
export const bettingAwardClaimAnswerSchema = z.object({ award: bettingAwardSchema, bonusId: z.string() });

export const huntingTierSchema = z.object({
  tier: z.int(),
  label: z.string(),
  catches: z.int(),
  claimedAt: z.nullable(z.string()),
  prize: prizeSchema,
});
export type HuntingTier = z.infer<typeof huntingTierSchema>;

export const huntingLeaderSchema = z.object({
  rank: z.int(),
  /** The player's login with its middle hidden. */
  name: z.string(),
  catches: z.int(),
  /** The sum of the catches' odds: it orders players with as many catches. */
  points: z.string(),
  isMe: z.boolean(),
});
export type HuntingLeader = z.infer<typeof huntingLeaderSchema>;

/** GET /web-api/hunting-and-fishing?lng= — this week's season. */
export const huntingAnswerSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /** A coupon won at these odds or more is a catch. */
  minCoef: z.string(),
  tiers: z.array(huntingTierSchema),
  leaders: z.array(huntingLeaderSchema),
  /** The player's own standing; null for a visitor. */
  me: z.nullable(z.object({ catches: z.int(), points: z.string(), rank: z.nullable(z.int()) })),
});
export type HuntingAnswer = z.infer<typeof huntingAnswerSchema>;

export const huntingClaimBodySchema = z.object({ tier: z.int().check(z.minimum(1), z.maximum(20)) });

/** POST /web-api/hunting-and-fishing/claims */
export const huntingClaimAnswerSchema = z.object({ hunting: huntingAnswerSchema, bonusId: z.string() });

export const promotionsQuerySchema = z.object({ lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) });

/** The refusals the award and hunting calls add to the bonus ones (`promo-play.error.{code}`). */
export const PROMOTION_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'award_unknown',
  'award_not_earned',
  'award_claimed',
  'hunting_tier_unknown',
  'hunting_tier_not_reached',
  'hunting_tier_claimed',
]);
