import type { CasinoRecommendedAnswer } from '@betfront/contract/casino-catalogue';
import type { Queryable } from '../../db/database';
import { TILE_COLUMNS, TILE_FROM, toTile } from './game-tiles';
import type { TileRow } from './game-tiles';

/** The player's real rounds that count: a rolled-back round was never played. */
const PLAYED = `select g.id, g.categories, g.provider_id from casino_rounds r join casino_games g on g.id = r.game_id
  where r.user_id = $1 and r.status <> 'rolled_back'`;

/**
 * Games the player has not played, scored by how often the player's rounds were in the same categories (twice
 * the weight) and with the same provider; a player without rounds gets the most popular games.
 */
export async function recommendGames(
  db: Queryable,
  userId: number,
  lng: string,
  limit: number,
): Promise<CasinoRecommendedAnswer> {
  const rows = await db.query<TileRow>(
    `with played as (${PLAYED}),
       by_category as (select c, count(*) as n from played, unnest(played.categories) as c group by c),
       by_provider as (select provider_id, count(*) as n from played group by provider_id),
       scored as (
         select g.id, 2 * coalesce((select sum(n) from by_category where c = any(g.categories)), 0)
           + coalesce((select n from by_provider b where b.provider_id = g.provider_id), 0) as score
         from casino_games g where g.is_enabled and g.id not in (select id from played))
     select ${TILE_COLUMNS} from scored s join ${TILE_FROM} on g.id = s.id
     where s.score > 0 order by s.score desc, g.popularity desc, g.id limit $2`,
    [userId, limit],
  );
  if (rows.length > 0) return { basis: 'rounds', games: rows.map((row) => toTile(row, lng)) };
  const popular = await db.query<TileRow>(
    `select ${TILE_COLUMNS} from ${TILE_FROM}
     where g.is_enabled and g.id not in (select g.id from (${PLAYED}) g)
     order by g.popularity desc, g.id limit $2`,
    [userId, limit],
  );
  return { basis: 'popular', games: popular.map((row) => toTile(row, lng)) };
}
