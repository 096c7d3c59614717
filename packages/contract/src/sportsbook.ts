import { z } from 'zod';
import { languageCodeSchema } from './language';

/** A coefficient as the platform prices it: a decimal string with 2 places, at least 1.01. */
export const coefSchema = z.string().regex(/^\d{1,3}\.\d{2}$/, 'a coefficient is a decimal with 2 places');

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
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const marketKindSchema = z.enum(MARKET_KINDS);

/**
 * A selection's id names its game, market and outcome: `{gameId}:{period}:{kind}:{line}:{code}`, e.g.
 * `30000012:game:total:2.5:over`. The coupon sends it back; the platform prices and settles it from it.
 */
export const selectionIdSchema = z
  .string()
  .max(80)
  .regex(/^\d{1,12}:[a-z-]+:[a-z0-9-]+:-?[\d.]*:[A-Za-z0-9:]{1,10}$/, 'not a selection id');

export const selectionSchema = z.object({
  /**
   * Opaque to clients, which only send it back; the platform checks its shape (selectionIdSchema) where it is
   * sent. Live pages parse thousands per second, so the answer's check stays a cheap one.
   */
  id: z.string().min(1).max(80),
  code: z.string(),
  /** The selection's own line: a handicap for its side, or the total. */
  param: z.number().nullable(),
  /** Null while the selection is not offered. */
  coef: coefSchema.nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: z.string(),
  period: marketPeriodSchema,
  kind: marketKindSchema,
  line: z.number().nullable(),
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type GameScore = z.infer<typeof scoreSchema>;

export const gameStatusSchema = z.enum(['line', 'live', 'finished']);

export const gameSummarySchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  sportSlug: z.string(),
  sportName: z.string(),
  isCyber: z.boolean(),
  champId: z.number().int(),
  champSlug: z.string(),
  champName: z.string(),
  home: z.object({ id: z.number().int(), name: z.string() }),
  away: z.object({ id: z.number().int(), name: z.string() }),
  startAt: z.string(),
  status: gameStatusSchema,
  /** The score so far (goals, or sets won), null before the start. */
  score: scoreSchema.nullable(),
  /** Goals by period, or games/points by set, the current one last. */
  periodScores: z.array(scoreSchema),
  /** Share of the game (goal sports) or of the current set (set sports) played, 0 … 1. */
  elapsed: z.number().min(0).max(1),
  /** Every market is closed for a moment around a score. */
  isSuspended: z.boolean(),
  /** Grows with every change of score or prices; clients skip an update they already have. */
  version: z.number().int(),
  /** The main markets for a list: the winner, the main total and the main handicap. */
  markets: z.array(marketSchema),
  marketsCount: z.number().int().min(0),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameDetailSchema = gameSummarySchema;
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const sportsbookLangQuerySchema = z.object({ lng: languageCodeSchema.default('ru') });

/** GET /web-api/sportsbook/menu?lng&mode — the sports menu (menuSection) with counts of games. */
export const sportsMenuQuerySchema = z.object({ lng: languageCodeSchema.default('ru'), mode: bettingModeSchema });
export const sportsMenuAnswerSchema = z.object({
  sports: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      isCyber: z.boolean(),
      gamesCount: z.number().int(),
      champs: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          countryCode: z.string().nullable(),
          isTop: z.boolean(),
          gamesCount: z.number().int(),
        }),
      ),
    }),
  ),
});
export type SportsMenu = z.infer<typeof sportsMenuAnswerSchema>;

const idListSchema = z.coerce.number().int().positive();

/** GET /web-api/sportsbook/games?lng&mode&sportId&champId&limit — games with their main markets. */
export const gamesQuerySchema = z.object({
  lng: languageCodeSchema.default('ru'),
  mode: bettingModeSchema,
  sportId: idListSchema.optional(),
  champId: idListSchema.optional(),
  cyber: z.enum(['only', 'exclude']).optional(),
  topOnly: z.stringbool().optional(),
  limit: z.coerce.number().int().min(1).max(300).default(100),
});
export const gamesAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

/** GET /web-api/sportsbook/games/:gameId?lng — every market of one game. */
export const gameParamsSchema = z.object({ gameId: z.coerce.number().int().positive() });
export const gameAnswerSchema = z.object({ game: gameDetailSchema });
