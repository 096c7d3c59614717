import { z } from 'zod/mini';
import { languageCodeSchema } from './language';
import { gameSummarySchema } from './sportsbook';

const gameIdsSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,12}(,\d{1,12}){0,299}$/, 'a comma-separated list of at most 300 game ids')),
  z.transform((value) => [...new Set(value.split(',').map(Number))]),
);

/** The versions of games a page already holds, `id:version` pairs: such a game is sent only once it is newer. */
const knownVersionsSchema = z.pipe(
  z
    .string()
    .check(z.regex(/^\d{1,12}:\d{1,15}(,\d{1,12}:\d{1,15}){0,299}$/, 'comma-separated id:version pairs, at most 300')),
  z.transform((value) => new Map(value.split(',').map((pair) => pair.split(':').map(Number) as [number, number]))),
);

/**
 * GET /web-api/sportsbook/feed?lng&ids&detail&known — server-sent events for the games a page shows.
 * The first `games` event is a snapshot of every game asked for but those `known` names at their version; each
 * later one carries only the games whose `version` grew (a finished game is sent once with status `finished`). A
 * comment line is sent every 15 s.
 * `detail=true` sends every market (a game page), otherwise the main markets (a list).
 *
 * GET /web-api/sportsbook/updates?lng&ids&detail&known — the same games once, for polling when SSE is unavailable
 * (live 2–5 s by component, line 15 s, top games 60 s; paused 30 s after the page is hidden).
 */
export const feedQuerySchema = z.object({
  lng: z._default(languageCodeSchema, 'ru'),
  ids: gameIdsSchema,
  detail: z._default(z.stringbool(), false),
  known: z.optional(knownVersionsSchema),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const FEED_EVENT = 'games';
/** A `games` event of the stream, and the answer of the updates call alike. */
export const feedEventSchema = z.object({ games: z.array(gameSummarySchema) });
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** Polling intervals of site §9, in ms. */
export const POLL_INTERVALS = {
  liveList: 3000,
  liveGame: 2000,
  liveResults: 5000,
  line: 15000,
  topGames: 60000,
  default: 10000,
} as const;
