import { z } from 'zod/mini';
import { languageCodeSchema } from './language';
import { gameStatusSchema, scoreSchema } from './sportsbook';

/** GET /web-api/sportsbook/games/:gameId/statistics?lng — a game's facts, its sides' meetings and their form. */
export const gameStatisticsQuerySchema = z.object({ lng: z._default(languageCodeSchema, 'ru') });

const sideSchema = z.object({ id: z.int(), name: z.string() });

/** A finished game between two sides, with its final score. */
export const pastGameSchema = z.object({
  id: z.int(),
  startAt: z.string(),
  champName: z.string(),
  home: sideSchema,
  away: sideSchema,
  score: scoreSchema,
});
export type PastGame = z.infer<typeof pastGameSchema>;

/** How a finished game went for one side. */
export const formResultSchema = z.enum(['win', 'draw', 'loss']);
export type FormResult = z.infer<typeof formResultSchema>;

export const formGameSchema = z.object({ result: formResultSchema, game: pastGameSchema });
export type FormGame = z.infer<typeof formGameSchema>;

export const gameStatisticsAnswerSchema = z.object({
  game: z.object({
    id: z.int(),
    sportName: z.string(),
    champName: z.string(),
    startAt: z.string(),
    status: gameStatusSchema,
    home: sideSchema,
    away: sideSchema,
    score: z.nullable(scoreSchema),
  }),
  /** Finished meetings of the two sides, the latest first; the record counts them for the game's home side. */
  headToHead: z.object({
    record: z.object({
      wins: z.int().check(z.gte(0)),
      draws: z.int().check(z.gte(0)),
      losses: z.int().check(z.gte(0)),
    }),
    games: z.array(pastGameSchema),
  }),
  /** Each side's latest finished games, the latest first. */
  form: z.object({ home: z.array(formGameSchema), away: z.array(formGameSchema) }),
});
export type GameStatistics = z.infer<typeof gameStatisticsAnswerSchema>;
