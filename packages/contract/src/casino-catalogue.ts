import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

const lng = z._default(languageCodeSchema, 'ru');

/** The sections and sub-categories a game is listed under (site §2 "Third-party (casino) layout"). */
export const CASINO_GAME_CATEGORIES = [
  'slots',
  'slots/popular',
  'slots/new',
  'slots/jackpots',
  'slots/megaways',
  'slots/bonus-buy',
  'slots/classic',
  'slots/vulkan',
  'live-casino',
  'live-casino/roulette',
  'live-casino/blackjack',
  'live-casino/baccarat',
  'live-casino/poker',
  'live-casino/game-shows',
  'crash-games',
  'keno',
  'scratchcards',
  'fast-bet',
  'card-games',
  'tvgames',
  'virtualsports',
  'skill-games',
  'asian-games',
  'fishinghunting',
  'bingo',
  'poker',
] as const;
export const casinoCategorySchema = z.enum(CASINO_GAME_CATEGORIES);

export const CASINO_TAGS = ['new', 'popular', 'jackpot', 'megaways', 'bonus-buy'] as const;
export const casinoTagSchema = z.enum(CASINO_TAGS);

export const casinoEngineSchema = z.enum(['slot', 'crash', 'keno', 'scratch', 'plinko', 'blackjack']);

/** A game's id as the catalogue keeps it; the catalogue's games are numbered, as game/{gameId}/{gameName} takes. */
export const casinoGameIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'not a game id'));
export const casinoProviderIdSchema = z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, 'not a provider id'));

/** A game as a lobby tile shows it: names in the asked language, its provider, tags and cover. */
export const casinoGameTileSchema = z.object({
  id: casinoGameIdSchema,
  name: z.string(),
  /** The Latin slug of the game's name for game/{id}/{slug}. */
  slug: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  engine: casinoEngineSchema,
  tags: z.array(z.string()),
  hasDemo: z.boolean(),
  /** The cover's URL: generated artwork, 4:3. */
  cover: z.string(),
});
export type CasinoGameTile = z.infer<typeof casinoGameTileSchema>;

const limit = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);

/** An opaque position after which the next page starts. */
export const casinoCursorSchema = z.string().check(z.regex(/^\d{1,9}\.[a-z0-9-]{1,60}$/, 'not a cursor of this list'));

/** GET /web-api/casino/games/{gameId}?lng — one enabled game, named in the asked language. */
export const casinoGameParamsSchema = z.object({ gameId: casinoGameIdSchema });
export const casinoGameAnswerSchema = z.object({ game: casinoGameTileSchema });
export type CasinoGameAnswer = z.infer<typeof casinoGameAnswerSchema>;

/** GET /web-api/casino/games?lng&category&provider&tag&cursor&limit — one page, most popular first. */
export const casinoGamesQuerySchema = z.object({
  lng,
  category: z.optional(casinoCategorySchema),
  provider: z.optional(casinoProviderIdSchema),
  tag: z.optional(casinoTagSchema),
  cursor: z.optional(casinoCursorSchema),
  limit: limit(240, 24),
});
export const casinoGamesAnswerSchema = z.object({
  games: z.array(casinoGameTileSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.nullable(z.string()),
  total: z.int(),
});
export type CasinoGamesAnswer = z.infer<typeof casinoGamesAnswerSchema>;

/** GET /web-api/casino/providers — the providers with the number of their games. */
export const casinoProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  isInHouse: z.boolean(),
  gamesCount: z.int(),
});
export type CasinoProvider = z.infer<typeof casinoProviderSchema>;
export const casinoProvidersAnswerSchema = z.object({ providers: z.array(casinoProviderSchema) });

/** GET /web-api/casino/search?lng&q — games whose name (Russian or English) or provider's name holds the words. */
export const casinoSearchQuerySchema = z.object({
  lng,
  q: z.string().check(z.trim(), z.minLength(2, 'type at least 2 letters'), z.maxLength(60)),
  limit: limit(100, 48),
});
export const casinoGameListSchema = z.object({ games: z.array(casinoGameTileSchema) });
export type CasinoGameList = z.infer<typeof casinoGameListSchema>;

/** GET /web-api/casino/favorites, PUT and DELETE /web-api/casino/favorites/:gameId — the player's favourites. */
export const casinoFavoriteParamsSchema = z.object({ gameId: casinoGameIdSchema });
export const casinoLngQuerySchema = z.object({ lng });
export const casinoFavoritesAnswerSchema = z.object({
  gameIds: z.array(z.string()),
  games: z.array(casinoGameTileSchema),
});
export type CasinoFavoritesAnswer = z.infer<typeof casinoFavoritesAnswerSchema>;

/** GET /web-api/casino/recommended?lng&limit — games like those the player played for real, or the popular ones. */
export const casinoRecommendedQuerySchema = z.object({ lng, limit: limit(48, 24) });
export const casinoRecommendedAnswerSchema = z.object({
  /** `rounds`: drawn from the player's own rounds; `popular`: the player has none yet. */
  basis: z.enum(['rounds', 'popular']),
  games: z.array(casinoGameTileSchema),
});
export type CasinoRecommendedAnswer = z.infer<typeof casinoRecommendedAnswerSchema>;
