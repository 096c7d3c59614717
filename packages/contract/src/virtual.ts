import { z } from 'zod/mini';
import { stakeRefusalSchema } from './stake-refusals';
import { moneySchema } from './accounts';
import { requestIdSchema } from './bets';

/**
 * A virtual match or race is a game of the sportsbook whose id is this base plus its round's id: far above every id
 * the sportsbook's own games take, so the two never meet in a coupon, its settlement or the coupon's price updates.
 */
export const VIRTUAL_GAME_ID_BASE = 900_000_000_000;

/** Where a game is offered: the virtual sports page, the TV games page or the fast-bet page. */
export const VIRTUAL_PAGES = ['virtualsports', 'tvgames', 'fast-bet'] as const;
export const virtualPageSchema = z.enum(VIRTUAL_PAGES);
export type VirtualPage = z.infer<typeof virtualPageSchema>;

export const VIRTUAL_KINDS = ['football', 'tennis', 'horses', 'dice', 'wheel'] as const;
export const virtualKindSchema = z.enum(VIRTUAL_KINDS);
export type VirtualKind = z.infer<typeof virtualKindSchema>;

/** Decimal odds with two places, as published when the round opened. */
export const virtualOddsSchema = z.string().check(z.regex(/^\d{1,4}\.\d{2}$/, 'odds such as 2.35'));

/** One outcome of a market; `label` is a participant's name or empty when the dictionary names the outcome. */
export const virtualOutcomeSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,20}$/)),
  label: z.string(),
  odds: virtualOddsSchema,
  /** The selection the sportsbook's coupon takes for it in a virtual match; null in a game bet from its own slip. */
  selectionId: z.nullable(z.string()),
});
export type VirtualOutcome = z.infer<typeof virtualOutcomeSchema>;

export const virtualMarketSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,20}$/)),
  outcomes: z.array(virtualOutcomeSchema),
});
export type VirtualMarket = z.infer<typeof virtualMarketSchema>;

/** A participant: a team, a player, a horse (with its number), or nothing in dice and wheel games. */
export const virtualRunnerSchema = z.object({ name: z.string(), rating: z.int() });

/**
 * What happened: the score (football goals, tennis sets, dice, the wheel's sector) or the finishing order, the
 * events in order (a goal's minute and side, a set's games), and the winning outcomes as `market:outcome`.
 */
export const virtualResultSchema = z.object({
  score: z.array(z.int()),
  order: z.array(z.int()),
  events: z.array(z.object({ at: z.int(), side: z.int(), text: z.string() })),
  winners: z.array(z.string()),
});
export type VirtualResult = z.infer<typeof virtualResultSchema>;

const isoSchema = z.iso.datetime({ offset: true });

export const virtualRoundSchema = z.object({
  id: z.int().check(z.positive()),
  gameId: z.int().check(z.positive()),
  /** Bets are taken until this moment; the match or race starts then. */
  closesAt: isoSchema,
  /** The match or race ends and its bets are settled at this moment. */
  settlesAt: isoSchema,
  runners: z.array(virtualRunnerSchema),
  markets: z.array(virtualMarketSchema),
  /** Null until the round is played; then the hex seed that reproduces it. */
  seed: z.nullable(z.string()),
  result: z.nullable(virtualResultSchema),
});
export type VirtualRound = z.infer<typeof virtualRoundSchema>;

export const virtualGameSchema = z.object({
  id: z.int().check(z.positive()),
  slug: z.string(),
  kind: virtualKindSchema,
  page: virtualPageSchema,
  name: z.string(),
  /** The sportsbook's sport of a virtual match (bet through the coupon); null for the other games. */
  sportId: z.nullable(z.int()),
  roundEverySeconds: z.int().check(z.positive()),
  minStake: moneySchema,
  maxStake: moneySchema,
  currencyIso: z.nullable(z.string()),
  /** The rounds taking bets, soonest first. */
  upcoming: z.array(virtualRoundSchema),
  /** The rounds being played or just played, newest first. */
  recent: z.array(virtualRoundSchema),
});
export type VirtualGame = z.infer<typeof virtualGameSchema>;

export const virtualGamesQuerySchema = z.object({
  page: virtualPageSchema,
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});
export const virtualGamesAnswerSchema = z.object({ games: z.array(virtualGameSchema) });

/** Rounds played on a day of the player's calendar: one game's, or every game's when none is named. */
export const virtualResultsQuerySchema = z.object({
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  date: z.optional(z.iso.date()),
  gameId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/** A game with the rounds it played on the day; games that played none are left out. */
export const virtualResultsGameSchema = z.object({
  id: z.int().check(z.positive()),
  slug: z.string(),
  kind: virtualKindSchema,
  page: virtualPageSchema,
  name: z.string(),
  roundsCount: z.int().check(z.positive()),
});
export type VirtualResultsGame = z.infer<typeof virtualResultsGameSchema>;

export const virtualResultsAnswerSchema = z.object({
  date: z.iso.date(),
  games: z.array(virtualResultsGameSchema),
  /** The rounds played, latest first, at most the latest 200. */
  rounds: z.array(virtualRoundSchema),
});
export type VirtualResults = z.infer<typeof virtualResultsAnswerSchema>;

export const virtualBetSchema = z.object({
  id: z.int().check(z.positive()),
  roundId: z.int().check(z.positive()),
  gameName: z.string(),
  kind: virtualKindSchema,
  market: z.string(),
  outcome: z.string(),
  outcomeLabel: z.string(),
  odds: virtualOddsSchema,
  stake: moneySchema,
  currencyIso: z.string(),
  /** Null while the round is not settled; then what it paid (0.00 for a lost bet). */
  payout: z.nullable(moneySchema),
  placedAt: isoSchema,
  settlesAt: isoSchema,
});
export type VirtualBet = z.infer<typeof virtualBetSchema>;

export const virtualBetsQuerySchema = z.object({
  page: virtualPageSchema,
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});
export const virtualBetsAnswerSchema = z.object({ bets: z.array(virtualBetSchema) });

/** A single bet: the outcome and the odds the player was shown, which must still be the round's. */
export const placeVirtualBetBodySchema = z.object({
  requestId: requestIdSchema,
  roundId: z.int().check(z.positive()),
  market: z.string().check(z.maxLength(20)),
  outcome: z.string().check(z.maxLength(20)),
  odds: virtualOddsSchema,
  stake: moneySchema,
});
export type PlaceVirtualBetBody = z.infer<typeof placeVirtualBetBodySchema>;

export const placeVirtualBetAnswerSchema = z.object({ bet: virtualBetSchema, balance: moneySchema });

const virtualRefusals = stakeRefusalSchema([
  'round_not_found',
  'round_closed',
  'bet_in_coupon',
  'outcome_not_found',
  'odds_changed',
  'stake_below_minimum',
  'stake_above_maximum',
  'insufficient_funds',
  'request_id_reused',
]);
export const VIRTUAL_ERROR_CODES = virtualRefusals.codes;
export const virtualErrorCodeSchema = virtualRefusals.schema;
