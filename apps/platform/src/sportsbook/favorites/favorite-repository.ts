import type { Queryable } from '../../db/database';

export const MAX_FAVORITES = 200;

/** The player's favourite games not yet finished, the latest added first. */
export async function listFavoriteGameIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ game_id: string }>(
    `select f.game_id from sb_favorites f join sb_games g on g.id = f.game_id
     where f.user_id = $1 and g.status <> 'finished' order by f.created_at desc, f.game_id`,
    [userId],
  );
  return rows.map((row) => Number(row.game_id));
}

export type AddFavoriteOutcome = 'added' | 'known' | 'full';

/**
 * Adds a game unless the player already follows the most allowed (finished games make room); the count is taken
 * under the player's row lock, so two calls at once cannot pass the cap together.
 */
export async function addFavorite(db: Queryable, userId: number, gameId: number): Promise<AddFavoriteOutcome> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const [known] = await db.query('select 1 from sb_favorites where user_id = $1 and game_id = $2', [userId, gameId]);
  if (known) return 'known';
  await db.query(
    `delete from sb_favorites f using sb_games g where f.game_id = g.id and f.user_id = $1 and g.status = 'finished'`,
    [userId],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from sb_favorites where user_id = $1', [
    userId,
  ]);
  if ((count?.n ?? 0) >= MAX_FAVORITES) return 'full';
  await db.query('insert into sb_favorites (user_id, game_id) values ($1, $2) on conflict do nothing', [
    userId,
    gameId,
  ]);
  return 'added';
}

export async function removeFavorite(db: Queryable, userId: number, gameId: number): Promise<void> {
  await db.query('delete from sb_favorites where user_id = $1 and game_id = $2', [userId, gameId]);
}
