import { z } from 'zod/mini';
import { moneySchema } from './accounts';

/** What a reward was earned by, read from its ledger entry. */
export const REWARD_SOURCES = [
  'deposit_bonus',
  'promo_code',
  'bonus_game',
  'referral',
  'sport_cashback',
  'casino_cashback',
  'tournament',
  'betting_award',
  'hunting_prize',
] as const;
export const rewardSourceSchema = z.enum(REWARD_SOURCES);
export type RewardSource = z.infer<typeof rewardSourceSchema>;

/** GET /web-api/rewards — the page of the list. */
export const rewardsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});

export const REWARDS_PER_PAGE = 20;

export const rewardSchema = z.object({
  /** The journal entry's id. */
  id: z.string().check(z.regex(/^\d+$/)),
  source: rewardSourceSchema,
  /** Bonus money goes to the bonus account, the rest is real money on the main account. */
  isBonusMoney: z.boolean(),
  amount: moneySchema,
  currencyIso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reward = z.infer<typeof rewardSchema>;

/** The player's rewards, newest first, a page at a time, and what they add up to by source and currency. */
export const rewardsAnswerSchema = z.object({
  rewards: z.array(rewardSchema),
  total: z.int().check(z.gte(0)),
  sums: z.array(z.object({ source: rewardSourceSchema, currencyIso: z.string(), amount: moneySchema, count: z.int() })),
});
export type RewardsAnswer = z.infer<typeof rewardsAnswerSchema>;
