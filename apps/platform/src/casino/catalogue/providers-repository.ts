import type { CasinoProvider } from '@betfront/contract/casino-catalogue';
import type { Queryable } from '../../db/database';

/** Providers with at least one enabled game, in the operator's order, each with its count of games. */
export async function listProviders(db: Queryable): Promise<CasinoProvider[]> {
  const rows = await db.query<{ id: string; name: string; is_in_house: boolean; games_count: number }>(
    `select p.id, p.name, p.is_in_house, count(g.id)::int as games_count
     from casino_providers p join casino_games g on g.provider_id = p.id and g.is_enabled
     group by p.id order by p.position, p.name`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, isInHouse: row.is_in_house, gamesCount: row.games_count }));
}
