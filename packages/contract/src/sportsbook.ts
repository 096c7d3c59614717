import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** A coefficient as the platform prices it: a decimal string with 2 places, at least 1.01. */
export const coefSchema = z.string().check(z.regex(/^\d{1,3}\.\d{2}$/, 'a coefficient is a decimal with 2 places'));

export const bettingModeSchema = z.enum(['line', 'live']);
export type BettingMode = z.infer<typeof bettingModeSchema>;

/** The part of a game a market settles on: the whole game, its first half, or the corners. */
export const MARKET_PERIODS = ['game', 'first-half', 'corners'] as const;
export type MarketPeriod = (typeof MARKET_PERIODS)[number];
export const marketPeriodSchema = z.enum(MARKET_PERIODS);

export const MARKET_KINDS = [
  'winner3',
  'winner2',
  'double-chance',
  'total',
  'team-total-home',
  'team-total-away',
  'handicap',
  'both-score',
  'odd-even',
  'correct-score',
  // A race: the winner, and a place (among the first `line` home); the code is the runner's number.
  'race-winner',
  'race-place',
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const marketKindSchema = z.enum(MARKET_KINDS);

/**
 * A selection's id names its game, market and outcome: `{gameId}:{period}:{kind}:{line}:{code}`, e.g.
 * `30000012:game:total:2.5:over`. The coupon sends it back; the platform prices and settles it from it.
 */
export const selectionIdSchema = z
  .string()
  .check(z.maxLength(80), z.regex(/^\d{1,12}:[a-z-]+:[a-z0-9-]+:-?[\d.]*:[A-Za-z0-9:]{1,10}$/, 'not a selection id'));

export const selectionSchema = z.object({
  /**
   * Opaque to clients, which only send it back; the platform checks its shape (selectionIdSchema) where it is
   * sent. Live pages parse thousands per second, so the answer's check stays a cheap one.
   */
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  code: z.string(),
  /** The selection's own line: a handicap for its side, or the total. */
  param: z.nullable(z.number()),
  /** Null while the selection is not offered. */
  coef: z.nullable(coefSchema),
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: z.string(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.nullable(z.number()),
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({
  home: z.int().check(z.gte(0)),
  away: z.int().check(z.gte(0)),
});
export type GameScore = z.infer<typeof scoreSchema>;

export const gameStatusSchema = z.enum(['line', 'live', 'finished']);

/** The part of a game in play as its sport names it; `time` for contests without parts (a fight). */
export const LIVE_CLOCK_PHASES = ['half', 'period', 'quarter', 'set', 'map', 'innings', 'time'] as const;

/** Where a game in play stands: "2H 67'", "Q3 04:12", "Set 2". */
export const liveClockSchema = z.object({
  phase: z.enum(LIVE_CLOCK_PHASES),
  /** Which half, period, quarter, set or map is being played, from 1. */
  number: z.int().check(z.gte(1)),
  /** The clock as the sport shows it, in seconds: played so far, or left in a quarter; 0 for sets and maps. */
  seconds: z.int().check(z.gte(0)),
  /** In an innings: the balls bowled in it so far, six to an over. */
  balls: z.optional(z.int().check(z.gte(0))),
});
export type LiveClock = z.infer<typeof liveClockSchema>;

export const gameSummarySchema = z.object({
  id: z.int(),
  sportId: z.int(),
  sportSlug: z.string(),
  sportName: z.string(),
  isCyber: z.boolean(),
  champId: z.int(),
  champSlug: z.string(),
  champName: z.string(),
  /** The champ's country (ISO 3166, or a home nation as GB-ENG); absent for an international one. */
  champCountry: z.optional(z.string()),
  home: z.object({ id: z.int(), name: z.string() }),
  away: z.object({ id: z.int(), name: z.string() }),
  startAt: z.string(),
  status: gameStatusSchema,
  /** The score so far (goals, or sets won), null before the start. */
  score: z.nullable(scoreSchema),
  /** Goals by period, or games/points by set, the current one last. */
  periodScores: z.array(scoreSchema),
  /** Share of the game (goal sports) or of the current set (set sports) played, 0 … 1. */
  elapsed: z.number().check(z.gte(0), z.lte(1)),
  /** The period and clock while the game is in play. */
  clock: z.optional(liveClockSchema),
  /** Every market is closed for a moment around a score. */
  isSuspended: z.boolean(),
  /** Grows with every change of score or prices; clients skip an update they already have. */
  version: z.int(),
  /** The main markets for a list: the winner, the main total and the main handicap. */
  markets: z.array(marketSchema),
  marketsCount: z.int().check(z.gte(0)),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

const gameDetailSchema = gameSummarySchema;
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const sportsbookLangQuerySchema = z.object({ lng: z._default(languageCodeSchema, 'ru') });

/** GET /web-api/sportsbook/menu?lng&mode — the sports menu (menuSection) with counts of games. */
export const sportsMenuQuerySchema = z.object({ lng: z._default(languageCodeSchema, 'ru'), mode: bettingModeSchema });
export const sportsMenuAnswerSchema = z.object({
  sports: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      isCyber: z.boolean(),
      gamesCount: z.int(),
      champs: z.array(
        z.object({
          id: z.int(),
          slug: z.string(),
          name: z.string(),
          countryCode: z.nullable(z.string()),
          isTop: z.boolean(),
          gamesCount: z.int(),
        }),
      ),
    }),
  ),
});
export type SportsMenu = z.infer<typeof sportsMenuAnswerSchema>;

const idListSchema = z.coerce.number().check(z.int(), z.positive());

/** GET /web-api/sportsbook/games?lng&mode&sportId&champId&limit — games with their main markets. */
export const gamesQuerySchema = z.object({
  lng: z._default(languageCodeSchema, 'ru'),
  mode: bettingModeSchema,
  sportId: z.optional(idListSchema),
  champId: z.optional(idListSchema),
  cyber: z.optional(z.enum(['only', 'exclude'])),
  marble: z.optional(z.enum(['only', 'exclude'])),
  topOnly: z.optional(z.stringbool()),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(300)), 100),
});
export const gamesAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

/** GET /web-api/sportsbook/games/:gameId?lng — every market of one game. */
export const gameParamsSchema = z.object({ gameId: z.coerce.number().check(z.int(), z.positive()) });
export const gameAnswerSchema = z.object({ game: gameDetailSchema });
