import type { CasinoFavoritesAnswer } from '@betfront/contract/casino-catalogue';
import type { Queryable } from '../../db/database';
import { TILE_COLUMNS, TILE_FROM, toTile } from './game-tiles';
import type { TileRow } from './game-tiles';

export const MAX_CASINO_FAVORITES = 200;

/** The player's favourite enabled games, the latest added first. */
export async function listFavorites(db: Queryable, userId: number, lng: string): Promise<CasinoFavoritesAnswer> {
  const rows = await db.query<TileRow>(
    `select ${TILE_COLUMNS} from casino_favorites f join ${TILE_FROM} on g.id = f.game_id
     where f.user_id = $1 and g.is_enabled order by f.created_at desc, g.id`,
    [userId],
  );
  const games = rows.map((row) => toTile(row, lng));
  return { gameIds: games.map((game) => game.id), games };
}

/**
 * Adds a game unless the player already keeps the most allowed; the count is taken under the player's row lock,
 * so two calls at once cannot pass the cap together.
 */
export async function addFavorite(db: Queryable, userId: number, gameId: string): Promise<'added' | 'full'> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const [known] = await db.query('select 1 from casino_favorites where user_id = $1 and game_id = $2', [
    userId,
    gameId,
  ]);
  if (known) return 'added';
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from casino_favorites where user_id = $1', [
    userId,
  ]);
  if ((count?.n ?? 0) >= MAX_CASINO_FAVORITES) return 'full';
  await db.query('insert into casino_favorites (user_id, game_id) values ($1, $2) on conflict do nothing', [
    userId,
    gameId,
  ]);
  return 'added';
}

export async function removeFavorite(db: Queryable, userId: number, gameId: string): Promise<void> {
  await db.query('delete from casino_favorites where user_id = $1 and game_id = $2', [userId, gameId]);
}
