import { z } from 'zod/mini';
import { languageCodeSchema } from './language';
import { bettingModeSchema, gameSummarySchema, scoreSchema, selectionIdSchema, coefSchema } from './sportsbook';

const lng = z._default(languageCodeSchema, 'ru');

/** GET /web-api/sportsbook/results?lng&sportId&date — games finished on a day of the player's time zone, by sport. */
export const resultsQuerySchema = z.object({
  lng,
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  date: z.optional(z.iso.date()),
});
export const finishedGameSchema = z.object({
  id: z.int(),
  sportId: z.int(),
  sportSlug: z.string(),
  sportName: z.string(),
  champId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string(),
  finishedAt: z.string(),
  score: scoreSchema,
  periodScores: z.array(scoreSchema),
});
export type FinishedGame = z.infer<typeof finishedGameSchema>;
export const resultsAnswerSchema = z.object({
  date: z.iso.date(),
  sports: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      gamesCount: z.int(),
    }),
  ),
  games: z.array(finishedGameSchema),
});

/** GET /web-api/sportsbook/results/live?lng&sportId — games in play with their scores. */
export const liveResultsQuerySchema = z.object({
  lng,
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export const liveResultsAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

/** GET /web-api/sportsbook/search?lng&q&mode — games whose side, champ or sport name holds the words. */
export const searchQuerySchema = z.object({
  lng,
  q: z.string().check(z.trim(), z.minLength(2, 'type at least 2 letters'), z.maxLength(60)),
  mode: z.optional(bettingModeSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export const searchAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

/** GET /web-api/sportsbook/top?lng&mode — top games (top champs first, then the soonest). */
export const topGamesQuerySchema = z.object({
  lng,
  mode: bettingModeSchema,
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 12),
});
export const topGamesAnswerSchema = z.object({ games: z.array(gameSummarySchema) });

/**
 * GET /web-api/sportsbook/express-day?lng — the express of the day: 3–5 line selections from different games,
 * each a favourite below 2.00, with their total coef.
 */
export const expressOfDaySchema = z.object({
  id: z.string(),
  coef: z.string(),
  bets: z.array(
    z.object({
      selectionId: selectionIdSchema,
      coef: coefSchema,
      game: gameSummarySchema,
    }),
  ),
});
export const expressDayAnswerSchema = z.object({ expresses: z.array(expressOfDaySchema) });

/** GET /web-api/sportsbook/favorites?lng — the player's favourite games; PUT / DELETE …/favorites/:gameId. */
export const favoriteParamsSchema = z.object({ gameId: z.coerce.number().check(z.int(), z.positive()) });
export const favoritesAnswerSchema = z.object({
  gameIds: z.array(z.int()),
  games: z.array(gameSummarySchema),
});

/** GET /web-api/sportsbook/teams/:teamId?lng — a side with its games in line and live. */
export const teamParamsSchema = z.object({ teamId: z.coerce.number().check(z.int(), z.positive()) });
export const teamAnswerSchema = z.object({
  team: z.object({ id: z.int(), name: z.string(), champName: z.string(), sportSlug: z.string() }),
  games: z.array(gameSummarySchema),
});

/** GET /web-api/sportsbook/sports-map?lng — every sport and champ with line and live counts, for the menu and SEO. */
export const sportsMapAnswerSchema = z.object({
  sports: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      isCyber: z.boolean(),
      lineCount: z.int(),
      liveCount: z.int(),
      champs: z.array(
        z.object({
          id: z.int(),
          slug: z.string(),
          name: z.string(),
          lineCount: z.int(),
          liveCount: z.int(),
        }),
      ),
    }),
  ),
});
