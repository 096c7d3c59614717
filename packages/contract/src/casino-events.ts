import { z } from 'zod/mini';
import { moneySchema } from './accounts';

/** The casino's events around the games: tournaments, cashback and promotions (`docs/casino-events.md`). */

export const TOURNAMENT_SCORINGS = ['stake', 'win', 'multiplier'] as const;
export const tournamentScoringSchema = z.enum(TOURNAMENT_SCORINGS);
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/** upcoming: not started; running: scoring now; ended: over, prizes being paid; settled: results final. */
export const tournamentStatusSchema = z.enum(['upcoming', 'running', 'ended', 'settled']);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const tournamentSummarySchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  scoring: tournamentScoringSchema,
  status: tournamentStatusSchema,
  currencyIso: z.string(),
  prizePool: moneySchema,
  prizes: z.array(moneySchema),
  minStake: moneySchema,
  startsAt: isoTime,
  endsAt: isoTime,
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentsAnswerSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });
export type TournamentsAnswer = z.infer<typeof tournamentsAnswerSchema>;

export const leaderboardRowSchema = z.object({
  place: z.int().check(z.positive()),
  /** The player's name as others see it: the login's first letters and stars. */
  player: z.string(),
  points: moneySchema,
  /** The prize of the place (null past the prize places). */
  prize: z.nullable(moneySchema),
  isYou: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentGameSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** GET /web-api/casino/tournaments/:id — the tournament, its games and its leaderboard now (final once settled). */
export const tournamentAnswerSchema = z.object({
  tournament: z.extend(tournamentSummarySchema, {
    rules: z.string(),
    /** The games that score; null: every game. */
    games: z.nullable(z.array(tournamentGameSchema)),
  }),
  leaderboard: z.array(leaderboardRowSchema),
  /** The player's own row when it is below the rows shown; null for a visitor or a player who has not scored. */
  you: z.nullable(leaderboardRowSchema),
});
export type TournamentAnswer = z.infer<typeof tournamentAnswerSchema>;

/** The casino's two programmes and the sportsbook's (office `cashback`). */
export const CASHBACK_PROGRAMMES = ['vip', 'premium', 'sport'] as const;
export const cashbackProgrammeSchema = z.enum(CASHBACK_PROGRAMMES);
export const casinoCashbackProgrammeSchema = z.enum(['vip', 'premium']);
export type CashbackProgramme = z.infer<typeof cashbackProgrammeSchema>;

export const cashbackLevelSchema = z.object({
  level: z.int().check(z.positive()),
  fromLoss: moneySchema,
  /** Percent of the net loss, e.g. "7.00". */
  rate: moneySchema,
});

export const cashbackPeriodSchema = z.object({
  startsAt: isoTime,
  endsAt: isoTime,
  /** What the player staked less what the rounds won; 0.00 when they won more. */
  netLoss: moneySchema,
  level: z.int().check(z.positive()),
  rate: moneySchema,
  amount: moneySchema,
});
export type CashbackPeriod = z.infer<typeof cashbackPeriodSchema>;

export const cashbackClaimSchema = z.object({
  periodStart: isoTime,
  netLoss: moneySchema,
  level: z.int().check(z.positive()),
  rate: moneySchema,
  amount: moneySchema,
  currencyIso: z.string(),
  claimedAt: isoTime,
});
export type CashbackClaim = z.infer<typeof cashbackClaimSchema>;

/** GET /web-api/casino/cashback/:programme — the programme's terms, the running period, what may be claimed, history. */
export const cashbackAnswerSchema = z.object({
  programme: cashbackProgrammeSchema,
  period: z.enum(['day', 'week', 'month']),
  levels: z.array(cashbackLevelSchema),
  /** The levels, minimum and cap are the operator's for the account's currency. */
  minAmount: moneySchema,
  /** The most one period pays. */
  maxAmount: moneySchema,
  claimDays: z.int().check(z.positive()),
  currencyIso: z.string(),
  /** The running period: accrued so far, paid only after it ends. */
  current: cashbackPeriodSchema,
  /** The last finished period while it may be claimed and was not; null otherwise. */
  claimable: z.nullable(cashbackPeriodSchema),
  /** The claim of the last finished period once made: its amount and when; null before. */
  claimed: z.nullable(cashbackClaimSchema),
  history: z.array(cashbackClaimSchema),
});
export type CashbackAnswer = z.infer<typeof cashbackAnswerSchema>;

/** POST /web-api/casino/cashback/:programme/claims — the claim written (again: the same claim, nothing paid twice). */
export const cashbackClaimAnswerSchema = z.object({ claim: cashbackClaimSchema, balance: moneySchema });
export type CashbackClaimAnswer = z.infer<typeof cashbackClaimAnswerSchema>;

export const casinoPromotionSchema = z.object({
  id: z.string(),
  kind: z.enum(['promotion', 'promo_code']),
  title: z.string(),
  summary: z.string(),
  /** Paragraphs of the terms. */
  terms: z.array(z.string()),
  promoCode: z.nullable(z.string()),
  actionPath: z.nullable(z.string()),
  endsAt: z.nullable(isoTime),
});
export type CasinoPromotion = z.infer<typeof casinoPromotionSchema>;

export const casinoPromotionsAnswerSchema = z.object({ promotions: z.array(casinoPromotionSchema) });
export type CasinoPromotionsAnswer = z.infer<typeof casinoPromotionsAnswerSchema>;

export const casinoPromotionAnswerSchema = z.object({ promotion: casinoPromotionSchema });
